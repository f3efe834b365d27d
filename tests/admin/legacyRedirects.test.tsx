// @vitest-environment jsdom
/** Every SPEC admin path of the vendor area redirects to its screen; detail paths use the record in navigation state. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { queueRoutes } from '../../src/queues/queueRoutes';

function Where() {
  const location = useLocation();
  return <output>{location.pathname + location.search}</output>;
}

function landOn(path: string, state?: unknown): string {
  render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        {queueRoutes.filter((route) => !String(route.key).startsWith('tiles'))}
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('status').textContent ?? '';
}

afterEach(cleanup);

describe('legacy admin paths', () => {
  it.each([
    ['/dashboard', '/'],
    ['/unauthorized/vendor', '/vendors/unauthorized'],
    ['/vegetable/verifiedlist', '/vendors/authorized'],
    ['/vegetable/unauthorized', '/vegetableVendors/unverified'],
    ['/vegetable/verifiedtable', '/vegetableVendors/verified'],
    ['/unverified/professional/list', '/professionals/unverified'],
    ['/verified/professional/list', '/professionals/verified'],
    ['/unverified/transport/list', '/transports/unverified'],
    ['/verified/transport/list', '/transports/verified'],
    ['/unverified/hotel/list', '/hotels/unverified'],
  ])('%s → %s', (from, to) => {
    expect(landOn(from)).toBe(to);
  });

  it('opens the record a legacy detail link carried in navigation state', () => {
    expect(landOn('/verified/detailpage', { id: 12 })).toBe('/vegetableVendors/12/show');
    cleanup();
    expect(landOn('/hotel/detailing', { record: { id: 3, name: 'Annapoorna' } })).toBe('/hotels/3/show');
  });

  it('falls back to the kind\'s list when the state is gone (reload, typed URL)', () => {
    expect(landOn('/verified/transport/detailing')).toBe('/transports/verified');
    cleanup();
    expect(landOn('/unverified/professional/detailing')).toBe('/professionals/unverified');
  });
});
