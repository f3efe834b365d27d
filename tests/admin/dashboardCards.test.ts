import { describe, expect, it } from 'vitest';
import { dashboardCards } from '../../src/dashboard/dashboardCards';
import { RESOURCE_DECLARATIONS, declareResource } from '../../src/domain/resources';

const counts = {
  users: { totalUsers: 10, totalVerifiedUsers: 7, totalUnverifiedUsers: 3 },
  vendors: { totalVendors: 8, totalAuthorizedVendors: 5, totalUnauthorizedVendors: 3 },
};

describe('dashboardCards', () => {
  it('maps both count answers to the six SPEC cards, each linking to what it counts', () => {
    expect(dashboardCards(counts).map((c) => [c.label.split('.').pop(), c.value, c.to])).toEqual([
      ['totalUsers', 10, '/customers'],
      ['authorizedUsers', 7, '/customers/verified'],
      ['unauthorizedUsers', 3, '/customers/unverified'],
      ['totalVendors', 8, '/vendors'],
      ['authorizedVendors', 5, '/vendors/authorized'],
      ['unauthorizedVendors', 3, '/vendors/unauthorized'],
    ]);
  });

  it('takes the cards from the declarations, in registry order', () => {
    const owners = RESOURCE_DECLARATIONS.filter((declaration) => declaration.dashboard?.length).map((declaration) => declaration.name);
    expect(owners).toEqual(['customers', 'vendors']);
    const pending = declareResource({
      name: 'pendingVendors',
      area: 'vendors',
      permissions: { read: 'read' },
      dashboard: [{ label: 'app.dashboard.unauthorizedVendors', count: 'vendors.totalUnauthorizedVendors', path: '/vendors/unauthorized' }],
      texts: { en: {}, ta: {} },
    });
    const cards = dashboardCards(counts, [pending, ...RESOURCE_DECLARATIONS]);
    expect(cards).toHaveLength(7);
    expect(cards[0]).toEqual({ label: 'app.dashboard.unauthorizedVendors', value: 3, to: '/vendors/unauthorized' });
  });
});
