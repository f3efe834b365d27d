import { RESOURCE_DECLARATIONS, type DashboardCount, type ResourceRegistry } from '../domain/resources';
import type { DashboardCounts } from '../dataProvider/types';

export interface DashboardCardData {
  label: string;
  value: number;
  to: string;
}

/** The figure `count` names in SPEC 7's counts answers. */
function figure(counts: DashboardCounts, count: DashboardCount): number {
  const [answer, field] = count.split('.') as [keyof DashboardCounts, string];
  return (counts[answer] as unknown as Record<string, number>)[field] ?? 0;
}

/**
 * The count cards of SPEC section 2, from the declarations' `dashboard` (the customers' three and the vendors'
 * three), in registry order, each linking to the list it counts.
 */
export function dashboardCards(counts: DashboardCounts, registry: ResourceRegistry = RESOURCE_DECLARATIONS): DashboardCardData[] {
  return registry.flatMap((declaration) => (declaration.dashboard ?? []).map(({ label, count, path }) => ({ label, value: figure(counts, count), to: path })));
}
