/** Deletes the vendor's user behind "Are You Sure You Want to Delete the user ?", then leaves the page. */
import { useNotify, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { vendorQueryKeys } from './vendorQueryKeys';
import type { VendorRecord, VendorResource } from '../dataProvider/types';
import { adminPaths } from '../layout/adminPaths';
import { ConfirmLabelledDeleteButton } from '../layout/confirmLabelledDelete';
import { useAdminHref } from '../layout/useAdminHref';
import { useCapabilities } from '../layout/useCapabilities';
import { useNotifyError } from '../layout/errorText';

export function DeleteVendorButton({ resource }: { resource: VendorResource }) {
  const record = useRecordContext<VendorRecord>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const href = useAdminHref();
  const queryClient = useQueryClient();
  const { offers } = useCapabilities();
  if (!record || !offers(record.kind, 'delete')) return null;

  return (
    <ConfirmLabelledDeleteButton
      resource={resource}
      record={record}
      size="medium"
      label="app.vendor.deleteUser"
      confirmTitle="app.vendor.confirmDeleteUserTitle"
      titleTranslateOptions={{ name: record.name }}
      confirmContent="app.vendor.confirmDeleteUser"
      confirmColor="warning"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.queueCounts });
          notify('app.notifications.userDeleted', { type: 'success', messageArgs: { name: record.name } });
          // SPEC section 2: an approved vendor's page returns to the authorized tiles, an unapproved one to its queue.
          navigate(href(record.verification ? adminPaths.authorizedVendors : adminPaths.queue(resource, false)));
        },
        onError: notifyError,
      }}
    />
  );
}
