/**
 * Bulk decisions on the selected vendors of one tab: one reason for all, each vendor decided under the same
 * rules by the server, then a summary of what was done or refused and why, vendor by vendor.
 */
import { useState } from 'react';
import { useDataProvider, useListContext, useTranslate, useUnselectAll } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import type { AppDataProvider, BulkDecisionResult } from '../dataProvider/types';
import { actionsFrom, type ReviewAction, type ReviewRecord, type ReviewState } from '../domain/review';
import { DecisionChoices } from './DecisionChoices';
import { decisionSubject, reviewVendor } from '../messages/DecisionMessage';
import { offerMessages } from '../messages/decisionOffer';

export function BulkDecisionButtons() {
  const { selectedIds, filterValues, data = [] } = useListContext<ReviewRecord>();
  const state = (filterValues as { state?: ReviewState }).state ?? 'applied';
  const [summary, setSummary] = useState<{ action: ReviewAction; results: BulkDecisionResult[] } | null>(null);
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const unselectAll = useUnselectAll('reviews');
  const shown = new Map(data.map((review) => [review.id, review]));
  return (
    <>
      <DecisionChoices
        actions={actionsFrom(state)}
        subject={translate('app.review.selectedVendors', { smart_count: selectedIds.length })}
        button={{ size: 'small' }}
        decide={(action, reason) => dataProvider.decideReviews(selectedIds.map(Number), action, reason)}
        onDecided={(results, action, reason) => {
          unselectAll();
          setSummary({ action, results });
          // The decided vendors' messages, one WhatsApp link each, stay on the page after the summary is closed.
          const decided = results.flatMap((result) => {
            const review = result.ok ? shown.get(result.id) : undefined;
            return review ? [reviewVendor(review)] : [];
          });
          offerMessages(decisionSubject(action, reason), decided);
        }}
      />
      {summary && (
        <Dialog open onClose={() => setSummary(null)} aria-labelledby="bulk-summary-title">
          <DialogTitle id="bulk-summary-title">
            {translate('app.review.summaryTitle', { action: translate(`app.review.actions.${summary.action}`) })}
          </DialogTitle>
          <DialogContent>
            <List dense aria-label={translate('app.review.perVendor')}>
              {summary.results.map((result) => (
                <ListItem key={result.id}>
                  <ListItemText
                    primary={shown.get(result.id)?.name ?? translate('app.review.vendorNumbered', { id: result.id })}
                    secondary={
                      result.ok
                        ? translate('app.review.done', { state: translate(`app.review.states.${result.state}`) })
                        : translate('app.review.refused', { error: result.error })
                    }
                  />
                </ListItem>
              ))}
            </List>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setSummary(null)}>{translate('ra.action.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
