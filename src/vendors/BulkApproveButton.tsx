/**
 * Approves the selected vendors, each under the poster rule of the detail page (a vendor without a poster is
 * refused here; one the server refuses is refused with the server's own text), then shows what was approved
 * and what was refused and why.
 */
import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { useListContext, useTranslate, type Identifier } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider, VendorRecord, VendorResource } from '../dataProvider/types';
import { errorText } from '../layout/errorText';
import { useCapabilities } from '../layout/useCapabilities';
import { ApprovalConfirm } from './ApproveButton';
import { useCustomMutation } from '../layout/useCustomMutation';
import { vendorQueryKeys } from './vendorQueryKeys';
import { writeApprovedVendor } from './approvedInCache';
import { offerMessages } from '../messages/decisionOffer';

interface Outcome {
  approved: VendorRecord[];
  refused: { vendor: VendorRecord; reason: string }[];
  /** The records the approve calls answered; fewer than `approved` when a backend (legacy) answers none. */
  answered: VendorRecord[];
}

/** The selected records as the list shows them; those it does not hold (another page) read from the provider. */
async function selectedVendors(provider: AppDataProvider, resource: VendorResource, ids: Identifier[], shown: VendorRecord[] | undefined) {
  const held = new Map((shown ?? []).map((vendor) => [String(vendor.id), vendor]));
  const missing = ids.filter((id) => !held.has(String(id)));
  if (missing.length > 0) for (const vendor of (await provider.getMany<VendorRecord>(resource, { ids: missing.map(Number) })).data) held.set(String(vendor.id), vendor);
  return ids.flatMap((id) => held.get(String(id)) ?? []);
}

export function BulkApproveButton({ resource }: { resource: VendorResource }) {
  const translate = useTranslate();
  const { selectedIds, data, onUnselectItems } = useListContext<VendorRecord>();
  // The detail page's rule: a stored poster counts where the backend says so (the poster flag).
  const { has } = useCapabilities();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const titleId = useId();
  const queryClient = useQueryClient();

  const approveAll = useCustomMutation<Identifier[], Outcome>({
    run: async (provider, ids) => {
      const result: Outcome = { approved: [], refused: [], answered: [] };
      for (const vendor of await selectedVendors(provider, resource, ids, data)) {
        if (!(has('posterFlag') && vendor.poster)) {
          result.refused.push({ vendor, reason: translate('app.bulk.noPoster') });
          continue;
        }
        try {
          const answer = await provider.approveVendor(resource, { user_id: vendor.user_id });
          result.approved.push(vendor);
          if (answer) result.answered.push(answer);
        } catch (error) {
          result.refused.push({ vendor, reason: errorText(error) });
        }
      }
      return result;
    },
    // As the single approval: the counts move; the lists only when an answer did not carry its record (legacy).
    invalidate: (result) => [
      ...(result && result.answered.length === result.approved.length ? [] : [vendorQueryKeys.records(resource)]),
      vendorQueryKeys.dashboard,
      vendorQueryKeys.queueCounts,
    ],
    onSuccess: (_ids, result) => {
      for (const record of result.answered) writeApprovedVendor(queryClient, resource, record);
      setConfirming(false);
      onUnselectItems();
      setOutcome(result);
      // The approved vendors' messages, one WhatsApp link each, stay on the page after the summary is closed.
      offerMessages({ topic: 'approve' }, result.approved.map((vendor) => ({ kind: vendor.kind, user_id: Number(vendor.user_id), name: vendor.name, phoneNumber: vendor.phoneNumber })));
    },
  });

  return (
    <>
      <Button size="small" startIcon={<VerifiedUserIcon />} onClick={() => setConfirming(true)}>
        {translate('app.vendor.approve')}
      </Button>
      <ApprovalConfirm
        isOpen={confirming}
        close={() => setConfirming(false)}
        approval={approveAll}
        variables={selectedIds}
        title="app.bulk.approveTitle"
        content="app.bulk.approveContent"
        translateOptions={{ smart_count: selectedIds.length }}
        confirm="app.vendor.approve"
      />
      <Dialog open={outcome !== null} onClose={() => setOutcome(null)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('app.bulk.summaryTitle')}</DialogTitle>
        {outcome && (
          <DialogContent>
            <Typography component="h3" variant="subtitle1">
              {translate('app.bulk.approved', { smart_count: outcome.approved.length })}
            </Typography>
            <List dense>
              {outcome.approved.map((vendor) => (
                <ListItem key={vendor.id}>
                  <ListItemText primary={vendor.name} />
                </ListItem>
              ))}
            </List>
            <Typography component="h3" variant="subtitle1">
              {translate('app.bulk.refused', { smart_count: outcome.refused.length })}
            </Typography>
            <List dense>
              {outcome.refused.map(({ vendor, reason }) => (
                <ListItem key={vendor.id}>
                  <ListItemText primary={vendor.name} secondary={reason} />
                </ListItem>
              ))}
            </List>
          </DialogContent>
        )}
        <DialogActions>
          <Button onClick={() => setOutcome(null)}>{translate('app.vendor.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
