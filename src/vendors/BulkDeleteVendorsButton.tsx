/**
 * Deletes the selected vendors' users behind a confirmation naming how many (Cancel focused). react-admin's
 * useDeleteMany behind its Confirm rather than BulkDeleteWithConfirmButton, whose dialog always answers "Confirm".
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDeleteMany, useListContext, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { VendorResource } from '../dataProvider/types';
import { useNotifyError } from '../layout/errorText';
import { vendorQueryKeys } from './vendorQueryKeys';

export function BulkDeleteVendorsButton({ resource }: { resource: VendorResource }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const { selectedIds, onUnselectItems } = useListContext();
  const [confirming, setConfirming] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  const count = selectedIds.length;

  const onConfirm = () =>
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          onUnselectItems();
          void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.dashboard });
          void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.queueCounts });
          notify('app.bulk.deleted', { type: 'success', messageArgs: { smart_count: count } });
        },
        onError: (error) => {
          setConfirming(false);
          notifyError(error);
        },
      },
    );

  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        {translate('app.vendor.delete')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="app.bulk.deleteTitle"
        content="app.bulk.deleteContent"
        translateOptions={{ smart_count: count }}
        confirm="app.vendor.delete"
        cancel="app.vendor.cancel"
        confirmColor="warning"
        loading={isPending}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
