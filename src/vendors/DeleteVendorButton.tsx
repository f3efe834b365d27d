/**
 * Deletes the vendor's user behind "Are You Sure You Want to Delete the user ?", then leaves the page.
 * react-admin's useDelete behind its Confirm rather than DeleteWithConfirmButton: that button's dialog always
 * answers "Confirm", where this one names the action ("Delete") and focuses Cancel.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { vendorQueryKeys } from './vendorQueryKeys';
import type { VendorRecord, VendorResource } from '../dataProvider/types';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import { useCapabilities } from '../layout/useCapabilities';
import { useNotifyError } from '../layout/errorText';

export function DeleteVendorButton({ resource }: { resource: VendorResource }) {
  const record = useRecordContext<VendorRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const href = useAdminHref();
  const [confirming, setConfirming] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const queryClient = useQueryClient();
  const { offers } = useCapabilities();
  if (!record || !offers(record.kind, 'delete')) return null;

  const onConfirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.queueCounts });
          notify('app.notifications.userDeleted', { type: 'success', messageArgs: { name: record.name } });
          // SPEC section 2: an approved vendor's page returns to the authorized tiles, an unapproved one to its queue.
          navigate(href(record.verification ? adminPaths.authorizedVendors : adminPaths.queue(resource, false)));
        },
        // Closed on failure too: the refusal is a notification, and an open dialog would keep the page behind it inert.
        onError: (error) => {
          setConfirming(false);
          notifyError(error);
        },
      },
    );

  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        {translate('app.vendor.deleteUser')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="app.vendor.confirmDeleteUserTitle"
        titleTranslateOptions={{ name: record.name }}
        content="app.vendor.confirmDeleteUser"
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
