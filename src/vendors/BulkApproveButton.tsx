/**
 * Approves the selected vendors, each under the poster rule of the detail page (a vendor without a poster is
 * refused), then shows what was approved and what was refused and why.
 */
import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { Confirm, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider, VendorRecord, VendorResource } from '../dataProvider/types';
import { useCapabilities } from '../layout/useCapabilities';
import { errorText } from './useVendorMutation';
import { vendorQueryKeys } from './vendorQueryKeys';

interface Outcome {
  approved: VendorRecord[];
  refused: { vendor: VendorRecord; reason: string }[];
}

export function BulkApproveButton({ resource }: { resource: VendorResource }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { selectedIds, onUnselectItems } = useListContext();
  // The detail page's rule: a stored poster counts where the backend says so (the poster flag).
  const { has } = useCapabilities();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const titleId = useId();

  const approveAll = async () => {
    setWorking(true);
    const result: Outcome = { approved: [], refused: [] };
    try {
      const { data } = await dataProvider.getMany<VendorRecord>(resource, { ids: selectedIds });
      for (const vendor of data) {
        if (!(has('posterFlag') && vendor.poster)) {
          result.refused.push({ vendor, reason: translate('app.bulk.noPoster') });
          continue;
        }
        try {
          await dataProvider.approveVendor(resource, { user_id: vendor.user_id });
          result.approved.push(vendor);
        } catch (error) {
          result.refused.push({ vendor, reason: errorText(error) });
        }
      }
    } catch (error) {
      result.refused.push(...selectedIds.map((id) => ({ vendor: { id, name: `#${id}` } as VendorRecord, reason: errorText(error) })));
    }
    await Promise.all([vendorQueryKeys.records(resource), vendorQueryKeys.dashboard, vendorQueryKeys.queueCounts].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    setWorking(false);
    setConfirming(false);
    onUnselectItems();
    setOutcome(result);
  };

  return (
    <>
      <Button size="small" startIcon={<VerifiedUserIcon />} onClick={() => setConfirming(true)}>
        {translate('app.vendor.approve')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="app.bulk.approveTitle"
        content="app.bulk.approveContent"
        translateOptions={{ smart_count: selectedIds.length }}
        confirm="app.vendor.approve"
        cancel="app.vendor.cancel"
        loading={working}
        onConfirm={() => void approveAll()}
        onClose={() => setConfirming(false)}
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
