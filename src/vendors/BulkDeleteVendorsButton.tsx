/** Deletes the selected vendors' users behind a confirmation naming how many. */
import { useListContext, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { VendorResource } from '../dataProvider/types';
import { ConfirmLabelledBulkDeleteButton } from '../layout/confirmLabelledDelete';
import { useNotifyError } from '../layout/errorText';
import { vendorQueryKeys } from './vendorQueryKeys';

export function BulkDeleteVendorsButton({ resource }: { resource: VendorResource }) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const { selectedIds, onUnselectItems } = useListContext();
  const count = selectedIds.length;

  return (
    <ConfirmLabelledBulkDeleteButton
      resource={resource}
      label="app.vendor.delete"
      confirmTitle="app.bulk.deleteTitle"
      confirmContent="app.bulk.deleteContent"
      confirmColor="warning"
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          onUnselectItems();
          void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.dashboard });
          void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.queueCounts });
          notify('app.bulk.deleted', { type: 'success', messageArgs: { smart_count: count } });
        },
        onError: notifyError,
      }}
    />
  );
}
