/** One menu entry per vendor kind's unverified queue, with a badge of how many vendors wait there. */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { useQueueCounts } from '../vendors/useQueueCounts';
import { adminPaths } from './adminPaths';
import { AppMenuItem } from './AppMenuItem';
import { useAdminHref } from './useAdminHref';
import { useCapabilities } from './useCapabilities';
import type { VendorQueueCounts } from '../dataProvider/types';
import type { VendorKindRegistry } from '../domain/vendorKinds';
import { useVendorKinds } from '../vendorKinds/context';

interface PendingQueue {
  /** Key of the queue's counts: the resource, or `<resource>/<sub-queue path>`. */
  key: keyof VendorQueueCounts;
  kind: string;
  label: string;
  defaultLabel: string;
  path: string;
}

/** 'Vegetable Vendor |||| Vegetable Vendors' → 'Vegetable Vendors'. */
const pluralOf = (name: string) => (name.split('||||')[1] ?? name).trim();

/** Each kind's unverified queue, then the sub-queues, in the registry's order. */
function pendingQueues(registry: VendorKindRegistry): PendingQueue[] {
  return [
    ...registry.map((kind) => ({
      key: kind.resource,
      kind: kind.kind,
      label: kind.labels.menu ? `resources.${kind.resource}.action.menu` : `resources.${kind.resource}.name`,
      defaultLabel: kind.labels.menu ?? pluralOf(kind.labels.name),
      path: adminPaths.queue(kind.resource, false),
    })),
    ...registry.flatMap((kind) =>
      (kind.behaviour?.subQueues ?? []).map((sub) => ({
        key: `${kind.resource}/${sub.path}`,
        kind: kind.kind,
        label: `resources.${kind.resource}.action.${sub.path}Menu`,
        defaultLabel: sub.labels.menu ?? sub.labels.tile,
        path: adminPaths.subQueue(kind.resource, sub.path, false),
      })),
    ),
  ];
}

/** Read by screen readers, not shown (the badge's number says it visually). */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, m: '-1px', p: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

export function PendingQueueItems() {
  const translate = useTranslate();
  const href = useAdminHref();
  const { offers } = useCapabilities();
  const { data: counts } = useQueueCounts();
  const registry = useVendorKinds();
  const queues = useMemo(() => pendingQueues(registry), [registry]);
  return (
    <>
      {queues
        .filter((kind) => offers(kind.kind, 'lists'))
        .map((kind) => {
          const pending = counts?.[kind.key]?.unverified;
          return (
            <AppMenuItem
              key={kind.key}
              to={href(kind.path)}
              sx={{ pl: 4 }}
              primaryText={
                <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, width: '100%' }}>
                  <span>{translate(kind.label, { _: kind.defaultLabel, smart_count: 2 })}</span>
                  {pending !== undefined && (
                    <Box component="span" sx={{ bgcolor: pending > 0 ? 'error.main' : 'grey.700', color: 'common.white', borderRadius: 10, px: 1, fontSize: '0.75rem', lineHeight: '1.25rem' }}>
                      {pending}
                      <Box component="span" sx={visuallyHidden}>
                        {` ${translate('app.menu.pending')}`}
                      </Box>
                    </Box>
                  )}
                </Box>
              }
            />
          );
        })}
    </>
  );
}
