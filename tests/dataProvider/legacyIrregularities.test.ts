/** One pure test per irregularity of a legacy backend that SPEC sections 3, 7 and 8 name. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { readAliases } from '../../src/dataProvider/translate/aliases';
import { coerceNumbers, normaliseRow, nullsToEmpty } from '../../src/dataProvider/translate/columns';
import { isNothingThere, listOrEmpty, settledLists } from '../../src/dataProvider/translate/lists';
import { backendText, toHttpError } from '../../src/dataProvider/http';
import { toVendorRecord, vendorKindConfig } from '../../src/dataProvider/legacy/vendorKind';
import { vegetable } from '../../src/domain/vendorKinds/vegetable';
import { identityOf } from '../../src/authProvider';
import { shouldRetry } from '../../src/layout/queryClient';
import { LEGACY_CORE, parseCapabilities } from '../../src/domain/capabilities';
import { offersFeature } from '../../src/domain/vendorKinds/derive';
import { hotel } from '../../src/domain/vendorKinds/hotel';
import { transport } from '../../src/domain/vendorKinds/transport';

const vegetableConfig = vendorKindConfig(vegetable);
const vegetableAliases = vegetableConfig.aliases;

afterEach(() => vi.restoreAllMocks());

describe('spellings (SPEC 3: storeName/storename, phoneNumber/PhoneNumber)', () => {
  test('a row in the alternate spelling is read into the canonical field', () => {
    expect(readAliases({ storeName: 'Upper', PhoneNumber: '9000000002' }, vegetableAliases)).toEqual({
      storename: 'Upper',
      phoneNumber: '9000000002',
    });
  });

  test('a row in the canonical spelling is kept; an empty canonical value takes the alternate', () => {
    expect(readAliases({ storename: 'Lower', phoneNumber: '9' }, vegetableAliases)).toEqual({ storename: 'Lower', phoneNumber: '9' });
    expect(readAliases({ storename: '', storeName: 'Both', phoneNumber: '9' }, vegetableAliases).storename).toBe('Both');
  });

  test('a row of either spelling writes the SPEC 3 vegetable edit payload with its spelling', () => {
    for (const row of [{ storeName: 'S', PhoneNumber: '9000000002' }, { storename: 'S', phoneNumber: '9000000002' }]) {
      const record = toVendorRecord(vegetableConfig, { id: 1, user_id: 2, ...row } as never, '');
      const payload = vegetableConfig.toEditPayload({ ...record });
      expect(payload).toMatchObject({ storename: 'S', storeName: 'S', phoneNumber: '9000000002' });
      expect(payload).not.toHaveProperty('PhoneNumber');
    }
  });
});

describe('columns straight from SQL', () => {
  test('numeric strings in id, flag and count columns become numbers; phone numbers stay text', () => {
    expect(coerceNumbers({ id: '3', user_id: '103', verification: '1', reviews: '4.5', phoneNumber: '9000000003', number: '0123' })).toEqual({
      id: 3,
      user_id: 103,
      verification: 1,
      reviews: 4.5,
      phoneNumber: '9000000003',
      number: '0123',
    });
    expect(coerceNumbers({ id: 'abc', active: '' })).toEqual({ id: 'abc', active: '' });
  });

  test('NULL columns become empty, except the poster whose NULL means "none"', () => {
    expect(nullsToEmpty({ email: null, direction: null, poster: null, name: 'x' })).toEqual({ email: '', direction: '', poster: null, name: 'x' });
  });

  test('a row that is not an object is an empty record', () => {
    expect(normaliseRow(null)).toEqual({});
    expect(normaliseRow({ id: '1', email: null })).toEqual({ id: 1, email: '' });
  });

  test('a row without a poster field has no poster URL', () => {
    expect(toVendorRecord(vegetableConfig, { id: 1, user_id: 2 } as never, '').posterUrl).toBeNull();
  });
});

describe('lists (SPEC 8)', () => {
  test('a non-array list answer is logged and read as empty', () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(listOrEmpty({ message: 'No vendors found' }, 'Could not load the transport providers')).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
    expect(listOrEmpty([1, 2], 'x')).toEqual([1, 2]);
  });

  test('a 404 on a read means none; other failures do not', () => {
    expect(isNothingThere(new HttpError('No stories found', 404))).toBe(true);
    expect(isNothingThere(new HttpError('Broken', 500))).toBe(false);
    expect(isNothingThere(new Error('offline'))).toBe(false);
  });

  test('one failing list never hides the other; both failing is a failure', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failed: PromiseSettledResult<number[]> = { status: 'rejected', reason: new HttpError('down', 500) };
    expect(settledLists([failed, { status: 'fulfilled', value: [3, 4] }], 'x')).toEqual([3, 4]);
    expect(() => settledLists([failed, failed], 'x')).toThrow('down');
  });
});

describe('failures in the admin\'s words', () => {
  test('the backend\'s own text is read from `error`, `message` or plain text; HTML is not words', () => {
    expect(backendText({ error: 'Lock wait timeout' })).toBe('Lock wait timeout');
    expect(backendText({ message: 'No vendors found' })).toBe('No vendors found');
    expect(backendText('Something broke')).toBe('Something broke');
    expect(backendText('<!DOCTYPE html><pre>Cannot GET /x</pre>')).toBeUndefined();
  });

  test('the message says what failed and quotes the backend, never a verb, URL or template', () => {
    const message = toHttpError(500, { error: 'ER_LOCK_WAIT_TIMEOUT' }, 'Could not load the vegetable vendors').message;
    expect(message).toBe('Could not load the vegetable vendors: ER_LOCK_WAIT_TIMEOUT');
    expect(message).not.toMatch(/GET|PUT|POST|DELETE|\/api\/|\{/);
  });
});

describe('retries', () => {
  test('a 4xx is never retried; 5xx and network failures are, at most twice', () => {
    expect(shouldRetry(0, new HttpError('none', 404))).toBe(false);
    expect(shouldRetry(0, new HttpError('bad', 400))).toBe(false);
    expect(shouldRetry(0, new HttpError('down', 500))).toBe(true);
    expect(shouldRetry(0, new HttpError('offline', 0))).toBe(true);
    expect(shouldRetry(2, new HttpError('down', 500))).toBe(false);
  });
});

describe('login user of any shape', () => {
  test('no name shows the e-mail, nothing shows "Admin"', () => {
    expect(identityOf({ id: '1', email: 'a@b.c' })).toEqual({ id: '1', fullName: 'a@b.c', email: 'a@b.c' });
    expect(identityOf({ id: 7, name: 'Ravi', email: 'r@b.c' })).toEqual({ id: 7, fullName: 'Ravi', email: 'r@b.c' });
    expect(identityOf({})).toEqual({ id: 'admin', fullName: 'Admin' });
  });
});

describe('capabilities', () => {
  test('against the legacy core, hotel lists, hotel stories and transport/hotel delete are not offered', () => {
    expect(offersFeature(LEGACY_CORE, hotel, 'lists')).toBe(false);
    expect(offersFeature(LEGACY_CORE, hotel, 'stories')).toBe(false);
    expect(offersFeature(LEGACY_CORE, transport, 'delete')).toBe(false);
    expect(offersFeature(LEGACY_CORE, vegetable, 'delete')).toBe(true);
    const ours = parseCapabilities({ version: 1, extensions: ['hotelLists', 'deleteAnyKind', 'hotelStories'] });
    expect(offersFeature(ours, hotel, 'lists') && offersFeature(ours, transport, 'delete') && offersFeature(ours, hotel, 'stories')).toBe(true);
  });
});
