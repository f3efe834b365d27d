import { describe, expect, it } from 'vitest';
import { dashboardCards } from '../../src/dashboard/dashboardCards';

describe('dashboardCards', () => {
  it('maps both count answers to the six SPEC cards, each linking to what it counts', () => {
    const cards = dashboardCards({
      users: { totalUsers: 10, totalVerifiedUsers: 7, totalUnverifiedUsers: 3 },
      vendors: { totalVendors: 8, totalAuthorizedVendors: 5, totalUnauthorizedVendors: 3 },
    });
    expect(cards.map((c) => [c.label.split('.').pop(), c.value, c.to])).toEqual([
      ['totalUsers', 10, '/customers'],
      ['authorizedUsers', 7, '/customers/verified'],
      ['unauthorizedUsers', 3, '/customers/unverified'],
      ['totalVendors', 8, '/vendors'],
      ['authorizedVendors', 5, '/vendors/authorized'],
      ['unauthorizedVendors', 3, '/vendors/unauthorized'],
    ]);
  });
});
