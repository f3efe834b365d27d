// @vitest-environment jsdom
/**
 * A vendor queue's sort arrows against the real server: whichever column shows an arrow, its values go the way the
 * arrow points (up: growing down the page). "Waiting" counts days, the reverse of the application date it is
 * sorted by, so it must never share the Applied column's arrow.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../src/i18n';
import { KindQueue } from '../../src/vendorKinds/KindScreens';
import { vegetable } from '../../src/domain/vendorKinds';
import { withRealBackend, renderInDataRouter } from './vendorRender';

const backend = withRealBackend(16);

function queue() {
  renderInDataRouter(
    <AdminContext dataProvider={backend.dp} i18nProvider={i18nProvider}>
      <KindQueue kind={vegetable} verified={false} />
    </AdminContext>,
    '/vegetableVendors/unverified',
  );
}

type Arrow = 'up' | 'down' | null;

/** A busy machine may take seconds to answer a page. */
const PATIENCE = { timeout: 20_000 };

const headers = () => within(screen.getByRole('table')).getAllByRole('columnheader');
const headerNamed = (name: string) => {
  const found = headers().find((cell) => cell.textContent?.trim() === name);
  if (!found) throw new Error(`no column "${name}"`);
  return found;
};

/** The arrow a header shows: MUI draws it only on the active sort label, pointing up for ascending. */
function arrowOf(header: HTMLElement): Arrow {
  const label = header.querySelector('.MuiTableSortLabel-root');
  if (!label?.classList.contains('Mui-active')) return null;
  const icon = label.querySelector('.MuiTableSortLabel-icon');
  return icon?.classList.contains('MuiTableSortLabel-iconDirectionAsc') ? 'up' : 'down';
}

/** The values a column shows, top to bottom, as numbers (days waiting, or dates as milliseconds). */
function valuesOf(header: HTMLElement): number[] {
  const column = headers().indexOf(header);
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => {
    const text = row.querySelectorAll('td')[column]?.textContent?.trim() ?? '';
    const days = /^(\d+) days?$/.exec(text);
    return days ? Number(days[1]) : Date.parse(text);
  });
}

const goes = (values: number[]): 'up' | 'down' | 'flat' | 'mixed' => {
  const steps = values.slice(1).map((value, i) => Math.sign(value - (values[i] as number)));
  if (steps.every((step) => step === 0)) return 'flat';
  if (steps.every((step) => step >= 0)) return 'up';
  if (steps.every((step) => step <= 0)) return 'down';
  return 'mixed';
};

/** Every arrow shown agrees with its column's values; returns the columns that show one. */
function checkArrows(): Record<string, Arrow> {
  const shown: Record<string, Arrow> = {};
  for (const name of ['Applied', 'Waiting']) {
    const header = headerNamed(name);
    const arrow = arrowOf(header);
    shown[name] = arrow;
    if (arrow) expect([arrow, 'flat'], `${name}: arrow ${arrow}, values ${valuesOf(header).join(', ')}`).toContain(goes(valuesOf(header)));
  }
  return shown;
}

describe('queue sort arrows', { timeout: 60_000 }, () => {
  it('oldest first: Applied points up with the dates; Waiting shows no arrow of the dates', async () => {
    queue();
    await waitFor(() => expect(valuesOf(headerNamed('Waiting')).length).toBeGreaterThan(2), PATIENCE);
    expect(goes(valuesOf(headerNamed('Waiting')))).toBe('down');
    expect(checkArrows()).toEqual({ 'Applied': 'up', Waiting: null });
  });

  it('sorting by Waiting: longest first with a down arrow, then shortest first with an up arrow', async () => {
    queue();
    await waitFor(() => expect(valuesOf(headerNamed('Waiting')).length).toBeGreaterThan(2), PATIENCE);
    const sortLabel = () => headerNamed('Waiting').querySelector('.MuiTableSortLabel-root') as HTMLElement;

    fireEvent.click(sortLabel());
    await waitFor(() => expect(arrowOf(headerNamed('Waiting'))).toBe('down'), PATIENCE);
    await waitFor(() => expect(goes(valuesOf(headerNamed('Waiting')))).toBe('down'), PATIENCE);
    expect(checkArrows()).toEqual({ 'Applied': null, Waiting: 'down' });

    fireEvent.click(sortLabel());
    await waitFor(() => expect(arrowOf(headerNamed('Waiting'))).toBe('up'), PATIENCE);
    await waitFor(() => expect(goes(valuesOf(headerNamed('Waiting')))).toBe('up'), PATIENCE);
    expect(checkArrows()).toEqual({ 'Applied': null, Waiting: 'up' });
  });
});
