/**
 * Approve (all kinds) and "Verify Vendor" (vegetables): refused with the SPEC message until a poster exists,
 * then confirmed with "Authorize User ?", then the navigation SPEC section 4 gives for the kind.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { VendorRecord, VendorResource } from '../dataProvider/types';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import { useCapabilities } from '../layout/useCapabilities';
import { usePosterSession } from './PosterSession';
import { useVendorMutation } from './useVendorMutation';
import { vendorQueryKeys } from './vendorQueryKeys';

type Mode = 'approve' | 'verifyByPhone';

export function ApproveButton({ resource, mode = 'approve' }: { resource: VendorResource; mode?: Mode }) {
  const record = useRecordContext<VendorRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const href = useAdminHref();
  // A page opened by URL has no previous admin screen to go back to.
  const cameFromAdmin = useLocation().key !== 'default';
  const { posterChosen } = usePosterSession();
  // With the poster flag a stored poster counts; the legacy core knows only a poster chosen in the session.
  const { has } = useCapabilities();
  const [confirming, setConfirming] = useState(false);

  const approve = useVendorMutation<VendorRecord>({
    action: mode === 'approve' ? 'app.actions.approve' : 'app.actions.verify',
    run: (provider, vendor) =>
      mode === 'approve'
        ? provider.approveVendor(resource, { user_id: vendor.user_id })
        : provider.verifyVegetableVendorByPhone(vendor.phoneNumber),
    invalidate: [vendorQueryKeys.records(resource), vendorQueryKeys.dashboard],
    onSuccess: () => {
      setConfirming(false);
      notify(mode === 'approve' ? 'app.notifications.approved' : 'app.notifications.verified', { type: 'success' });
      if (mode === 'verifyByPhone') navigate(href(adminPaths.queue(resource, true)));
      else if (resource === 'hotels' && cameFromAdmin) navigate(-1);
      else navigate(href(adminPaths.queue(resource, false)));
    },
  });

  if (!record) return null;
  const onClick = () => {
    if (!posterChosen && !(has('posterFlag') && record.poster)) notify('app.notifications.posterRequired', { type: 'warning' });
    else setConfirming(true);
  };
  return (
    <>
      <Button startIcon={<VerifiedUserIcon />} onClick={onClick}>
        {translate(mode === 'approve' ? 'app.vendor.approve' : 'app.vendor.verifyVendor')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="app.vendor.confirmApprove"
        content="app.vendor.confirmApprove"
        confirm="app.vendor.approve"
        cancel="app.vendor.cancel"
        loading={approve.isPending}
        onConfirm={() => approve.mutate(record)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
