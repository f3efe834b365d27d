/**
 * Approve (all kinds), "Approve and next" (then opens the next vendor of the queue the admin works in) and
 * "Verify Vendor" (vegetables): refused with the SPEC message until a poster exists, then confirmed with
 * "Authorize User ?" naming the vendor, then the navigation SPEC section 4 gives for the kind.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import type { AppDataProvider, VendorRecord, VendorResource } from '../dataProvider/types';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import { useCapabilities } from '../layout/useCapabilities';
import { defaultQueue, useLastQueue, type QueueState } from './lastQueue';
import { usePosterSession } from './PosterSession';
import { useVendorMutation } from './useVendorMutation';
import { vendorQueryKeys } from './vendorQueryKeys';
import { useVendorKind } from '../vendorKinds/context';

type Mode = 'approve' | 'approveAndNext' | 'verifyByPhone';

const labels: Record<Mode, string> = {
  approve: 'app.vendor.approve',
  approveAndNext: 'app.vendor.approveAndNext',
  verifyByPhone: 'app.vendor.verifyVendor',
};

/** The most rows a server-paged list answers at once (server/routes/simpleRest.ts MAX_PAGE). */
const QUEUE_PAGE = 1000;

/**
 * The vendor after `current` in the queue's order (wrapping round to the first), read before `current` leaves
 * the queue; page by page, so a queue longer than one server page works too.
 */
async function nextInQueue(provider: AppDataProvider, resource: VendorResource, queue: QueueState, current: VendorRecord) {
  const isCurrent = (vendor: VendorRecord) => String(vendor.id) === String(current.id);
  const page = async (number: number) =>
    provider.getList<VendorRecord>(resource, { filter: queue.filter, sort: queue.sort, pagination: { page: number, perPage: QUEUE_PAGE } });
  let first: VendorRecord | null = null;
  let foundCurrent = false;
  for (let number = 1; ; number += 1) {
    const { data, total } = await page(number);
    for (const vendor of data) {
      if (foundCurrent) return vendor;
      if (isCurrent(vendor)) foundCurrent = true;
      else first ??= vendor;
    }
    const last = data.length < QUEUE_PAGE || number * QUEUE_PAGE >= (total ?? Number.POSITIVE_INFINITY);
    if (last) return first;
  }
}

export function ApproveButton({ resource, mode = 'approve' }: { resource: VendorResource; mode?: Mode }) {
  const record = useRecordContext<VendorRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const href = useAdminHref();
  // A page opened by URL has no previous admin screen to go back to.
  const cameFromAdmin = useLocation().key !== 'default';
  const { posterChosen } = usePosterSession();
  const [lastQueue] = useLastQueue(resource);
  const queue = lastQueue && lastQueue.filter.verified === false ? lastQueue : defaultQueue(resource);
  // With the poster flag a stored poster counts; the legacy core knows only a poster chosen in the session.
  const { has } = useCapabilities();
  const returnToPrevious = useVendorKind()?.behaviour?.afterApproval === 'previous';
  const [confirming, setConfirming] = useState(false);

  const approve = useVendorMutation<VendorRecord, VendorRecord | null>({
    action: mode === 'verifyByPhone' ? 'app.actions.verify' : 'app.actions.approve',
    run: async (provider, vendor) => {
      const next = mode === 'approveAndNext' ? await nextInQueue(provider, resource, queue, vendor) : null;
      if (mode === 'verifyByPhone') await provider.verifyVegetableVendorByPhone(vendor.phoneNumber);
      else await provider.approveVendor(resource, { user_id: vendor.user_id });
      return next;
    },
    invalidate: [vendorQueryKeys.records(resource), vendorQueryKeys.dashboard, vendorQueryKeys.queueCounts],
    onSuccess: (vendor, next) => {
      setConfirming(false);
      const messageArgs = { name: vendor.name };
      notify(mode === 'verifyByPhone' ? 'app.notifications.verified' : 'app.notifications.approved', { type: 'success', messageArgs });
      if (mode === 'approveAndNext') {
        if (next) navigate(href(`/${resource}/${encodeURIComponent(next.id)}/show`));
        else navigate(queue.path.startsWith('/admin') ? queue.path : href(queue.path));
      } else if (mode === 'verifyByPhone') navigate(href(adminPaths.queue(resource, true)));
      else if (returnToPrevious && cameFromAdmin) navigate(-1);
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
      <Button startIcon={mode === 'approveAndNext' ? <SkipNextIcon /> : <VerifiedUserIcon />} onClick={onClick}>
        {translate(labels[mode])}
      </Button>
      <Confirm
        isOpen={confirming}
        title="app.vendor.confirmApprove"
        content="app.vendor.confirmApproveNamed"
        contentTranslateOptions={{ name: record.name }}
        confirm={labels[mode]}
        cancel="app.vendor.cancel"
        loading={approve.isPending}
        onConfirm={() => approve.mutate(record)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
