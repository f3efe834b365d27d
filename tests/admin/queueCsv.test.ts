// @vitest-environment jsdom
/**
 * The queue's CSV download: UTF-8 with a byte-order mark (Excel then reads Tamil names right) and dates in the
 * browser's time zone (the admins are in Asia/Kolkata), not UTC.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueExporter } from '../../src/vendors/queueCsv';

const TAMIL_NAME = 'முருகன் காய்கறி கடை';

let zone: string | undefined;
beforeEach(() => {
  zone = process.env.TZ;
  process.env.TZ = 'Asia/Kolkata';
});
afterEach(() => {
  process.env.TZ = zone;
  vi.restoreAllMocks();
});

/** The bytes the browser would save when the admin clicks Export. */
async function downloaded(records: Record<string, unknown>[], columns: string[]): Promise<{ bytes: Uint8Array; name: string | null }> {
  let blob: Blob | undefined;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    blob = object as Blob;
    return 'blob:csv';
  };
  let name: string | null = null;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    name = this.getAttribute('download');
  });
  await queueExporter(columns)(records as never, () => Promise.resolve([]) as never, {} as never, 'vegetableVendors');
  if (!blob) throw new Error('nothing was downloaded');
  return { bytes: await bytesOf(blob), name };
}

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsArrayBuffer(blob);
  });

describe('queue CSV export', () => {
  it('starts with the UTF-8 byte-order mark and keeps a Tamil name as UTF-8', async () => {
    const { bytes, name } = await downloaded([{ id: 7, name: TAMIL_NAME, city: 'Palani', poster: null, created_at: '2026-01-15T18:45:00.000Z' }], ['name', 'city']);
    expect(name).toBe('vegetableVendors.csv');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.slice(1).split('\r\n')[0]).toBe('id,name,city,poster,created_at');
    expect(text).toContain(TAMIL_NAME);
  });

  it('writes dates in the browser\'s time zone (Asia/Kolkata: UTC+05:30)', async () => {
    const { bytes } = await downloaded([{ id: 7, name: TAMIL_NAME, city: 'Palani', poster: 'p.png', created_at: '2026-01-15T18:45:00.000Z' }], ['name', 'city']);
    const [, row] = new TextDecoder().decode(bytes).split('\r\n');
    expect(row).toBe(`7,${TAMIL_NAME},Palani,p.png,2026-01-16 00:15:00`);
  });

  it('quotes commas and quotes, and keeps a formula from running', async () => {
    const { bytes } = await downloaded([{ id: 1, name: 'Ravi, "Sons"', city: '=HYPERLINK("x")', poster: '', created_at: '' }], ['name', 'city']);
    const [, row] = new TextDecoder().decode(bytes).split('\r\n');
    expect(row).toBe('1,"Ravi, ""Sons""","\'=HYPERLINK(""x"")",,');
  });
});
