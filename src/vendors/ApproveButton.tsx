/**
 * Approve (all kinds), "Approve and next" (then opens the next vendor of the queue the admin works in) and
 * "Verify Vendor" (vegetables): refused with the SPEC message until a poster exists, and (capability `compliance`)
 * with what the documents still lack while they block approval, then confirmed with "Authorize User ?" naming the
 * vendor, then the navigation SPEC section 4 gives for the kind.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useRecordContext, useTranslate, type ConfirmProps, type Identifier } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import type { AppDataProvider, VendorRecord, VendorResource } from '../dataProvider/types';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import { useCapabilities } from '../layout/useCapabilities';
import { defaultQueue, useLastQueue, type QueueState } from './lastQueue';
import { usePosterSession } from './PosterSession';
import { useCustomMutation } from '../layout/useCustomMutation';
import { vendorQueryKeys } from './vendorQueryKeys';
import { writeApprovedVendor } from './approvedInCache';
import type { ReviewRecord } from '../domain/review';
import { useDeskTrail, useVendorPagePath } from '../reviews/deskTrail';
import { useVendorKind } from '../vendorKinds/context';
import { offerMessages } from '../messages/decisionOffer';
import { documentsKey } from '../compliance/DocumentsPanel';
import { blockingProblemText } from '../compliance/requirementTexts';

type Mode = 'approve' | 'approveAndNext' | 'verifyByPhone';

const labels: Record<Mode, string> = {
  approve: 'app.vendor.approve',
  approveAndNext: 'app.vendor.approveAndNext',
  verifyByPhone: 'app.vendor.verifyVendor',
};

/** The most rows a server-paged list answers at once (server/routes/simpleRest.ts MAX_PAGE). */
const QUEUE_PAGE = 1000;

/**
 * The record after `current` in a list's order (wrapping round to the first), read before `current` leaves
 * it; page by page, so a list longer than one server page works too. A vendor queue, or the review desk's tab.
 */
async function nextInList<T extends { id: Identifier }>(
  provider: AppDataProvider,
  resource: string,
  list: Pick<QueueState, 'filter' | 'sort'>,
  currentId: Identifier,
): Promise<T | null> {
  const isCurrent = (record: T) => String(record.id) === String(currentId);
  const page = async (number: number) =>
    provider.getList<T>(resource, { filter: list.filter, sort: list.sort, pagination: { page: number, perPage: QUEUE_PAGE } });
  let first: T | null = null;
  let foundCurrent = false;
  for (let number = 1; ; number += 1) {
    const { data, total } = await page(number);
    for (const record of data) {
      if (foundCurrent) return record;
      if (isCurrent(record)) foundCurrent = true;
      else first ??= record;
    }
    const last = data.length < QUEUE_PAGE || number * QUEUE_PAGE >= (total ?? Number.POSITIVE_INFINITY);
    if (last) return first;
  }
}

/** Where "Approve and next" goes: the next vendor page, or the list when it is done. */
type Next = { path: string; reviewId?: number } | null;

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
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  // Opened from the review desk: "next" is the desk's next vendor, of whatever kind.
  const [deskTrail, setDeskTrail] = useDeskTrail();
  const vendorPage = useVendorPagePath();
  const desk = has('reviewDesk') && deskTrail && record && deskTrail.openedId === Number(record.user_id) ? deskTrail : null;
  const listPath = (path: string) => (path.startsWith('/admin') ? path : href(path));

  const findNext = async (provider: AppDataProvider, vendor: VendorRecord): Promise<Next> => {
    if (desk) {
      const next = await nextInList<ReviewRecord>(provider, 'reviews', desk, vendor.user_id);
      return next ? { path: vendorPage(next), reviewId: next.id } : null;
    }
    const next = await nextInList<VendorRecord>(provider, resource, queue, vendor.id);
    return next ? { path: href(adminPaths.show(resource, next.id)) } : null;
  };

  const approve = useCustomMutation<VendorRecord, { next: Next; approved: VendorRecord | null }>({
    run: async (provider, vendor) => {
      const next = mode === 'approveAndNext' ? await findNext(provider, vendor) : null;
      const approved =
        mode === 'verifyByPhone'
          ? await provider.verifyVegetableVendorByPhone(vendor.phoneNumber)
          : await provider.approveVendor(resource, { user_id: vendor.user_id });
      return { next, approved };
    },
    // The counts move; the lists only when the answer did not carry the record (a legacy backend).
    invalidate: (result) => [
      ...(result?.approved ? [] : [vendorQueryKeys.records(resource)]),
      vendorQueryKeys.dashboard,
      vendorQueryKeys.queueCounts,
      ...(has('reviewDesk') ? [['reviews']] : []),
    ],
    onSuccess: (vendor, { next, approved }) => {
      setConfirming(false);
      // The answer's record goes into the cache, so the page and its lists show it without reading them again.
      if (approved) writeApprovedVendor(queryClient, resource, approved);
      const messageArgs = { name: vendor.name };
      notify(mode === 'verifyByPhone' ? 'app.notifications.verified' : 'app.notifications.approved', { type: 'success', messageArgs });
      // SPEC 4's navigation follows; the message about the approval is offered where the admin lands.
      offerMessages({ topic: 'approve' }, [{ kind: vendor.kind, user_id: Number(vendor.user_id), name: vendor.name, phoneNumber: vendor.phoneNumber }]);
      if (mode === 'approveAndNext') {
        if (desk && next?.reviewId !== undefined) setDeskTrail({ ...desk, openedId: next.reviewId });
        if (next) navigate(next.path);
        else navigate(listPath(desk ? desk.path : queue.path));
      } else if (mode === 'verifyByPhone') navigate(href(adminPaths.queue(resource, true)));
      else if (returnToPrevious && cameFromAdmin) navigate(-1);
      else navigate(href(adminPaths.queue(resource, false)));
    },
  });

  if (!record) return null;
  /** What the vendor's documents still lack, read afresh (another admin may have checked one meanwhile). */
  const documentProblems = async (): Promise<string[]> => {
    if (!has('compliance') || record.verification) return [];
    const userId = Number(record.user_id);
    const statuses = await queryClient.fetchQuery({ queryKey: documentsKey(userId), queryFn: () => dataProvider.vendorDocuments(userId) }).catch(() => []);
    return statuses.flatMap((status) => blockingProblemText(translate, status) ?? []);
  };
  const onClick = async () => {
    if (!posterChosen && !(has('posterFlag') && record.poster)) return notify('app.notifications.posterRequired', { type: 'warning' });
    // Said before the confirmation, not as the server's refusal after it.
    const problems = await documentProblems();
    if (problems.length) return notify('app.compliance.blocking', { type: 'warning', messageArgs: { problems: problems.join('; ') } });
    setConfirming(true);
  };
  return (
    <>
      <Button startIcon={mode === 'approveAndNext' ? <SkipNextIcon /> : <VerifiedUserIcon />} onClick={() => void onClick()}>
        {translate(labels[mode])}
      </Button>
      <ApprovalConfirm
        isOpen={confirming}
        close={() => setConfirming(false)}
        approval={approve}
        variables={record}
        title="app.vendor.confirmApprove"
        content="app.vendor.confirmApproveNamed"
        contentTranslateOptions={{ name: record.name }}
        confirm={labels[mode]}
      />
    </>
  );
}

type ApprovalTexts = Pick<ConfirmProps, 'title' | 'content' | 'confirm' | 'translateOptions' | 'contentTranslateOptions'>;

interface ApprovalConfirmProps<TVariables> extends ApprovalTexts {
  isOpen: boolean;
  close: () => void;
  approval: { isPending: boolean; mutate: (variables: TVariables, options: { onError: () => void }) => void };
  variables: TVariables;
}

/** The confirmation before an approval, of one vendor (detail page) or of a selection (bulk bar). */
export function ApprovalConfirm<TVariables>({ isOpen, close, approval, variables, ...texts }: ApprovalConfirmProps<TVariables>) {
  return (
    <Confirm
      {...texts}
      isOpen={isOpen}
      cancel="app.vendor.cancel"
      loading={approval.isPending}
      // Closed on failure too: the notification says why, and an open dialog would keep the page behind it inert.
      onConfirm={() => approval.mutate(variables, { onError: close })}
      onClose={close}
    />
  );
}
