/**
 * A vendor's detail page, by URL (/admin/<resource>/:id/show), for every kind, laid out as the decision page:
 * actions (poster, edit, approve, approve and next, stories, delete user), then the image gallery with the
 * current poster marked and "Set as Poster" per image, then the SPEC fields and the history. A vendor that does
 * not exist (deleted since) shows the kind's SPEC fallback text instead of redirecting.
 *
 * Where the backend offers the review desk the page carries the whole review: the vendor's review state and
 * latest reason, its claim (taken while the page is open), and beside Approve / Approve and next the other
 * decisions of the state (Request changes, Reject, Suspend, Reinstate) with their reason templates. The review
 * desk opens this page; "Approve and next" and Back then follow the desk. Against the legacy backend the
 * SPEC actions stay as they were.
 */
import { useState, type ReactNode } from 'react';
import { CanAccess, EditButton, RecordContextProvider, Show, TopToolbar, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Popover, ThemeProvider, Typography, useMediaQuery, type Theme } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import { useCapabilities } from '../layout/useCapabilities';
import type { VendorRecord, VendorResource } from '../dataProvider/types';
import { ApproveButton } from './ApproveButton';
import { DeleteVendorButton } from './DeleteVendorButton';
import { DetailFields, type DetailField } from './DetailFields';
import { PosterPicker } from './PosterPicker';
import { PosterSessionProvider } from './PosterSession';
import { StoriesOverlay } from './StoriesOverlay';
import { VendorImageGallery } from './VendorImageGallery';
import { VendorTimeline } from '../audit/VendorTimeline';
import { VendorMessages } from '../outbox/VendorMessages';
import { useVendorKind } from '../vendorKinds/context';
import { DocumentsPanel } from '../compliance/DocumentsPanel';
import { TRANSITIONS, type ReviewRecord } from '../domain/review';
import { DecisionButtons } from '../reviews/DecisionButtons';
import { useDeskTrail } from '../reviews/deskTrail';
import { useClaim } from '../reviews/useClaim';
import { useVendorReview } from '../reviews/useVendorReview';
import { vendorQueryKeys } from './vendorQueryKeys';

/** Approve is offered while the vendor is under review: by its review state, or (legacy) while unverified. */
const approvable = (record: VendorRecord, review: ReviewRecord | undefined) =>
  review ? TRANSITIONS.approve.from.includes(review.state) : !record.verification;

export interface VendorShowProps {
  resource: VendorResource;
  fields: DetailField[];
  /** Vegetables also have "Verify Vendor" (by phone number). */
  verifyByPhone?: boolean;
}

export function VendorShow(props: VendorShowProps) {
  return (
    <PosterSessionProvider>
      <Show
        resource={props.resource}
        actions={<VendorActions {...props} />}
        emptyWhileLoading
        // No "does not exist" toast and redirect: the page itself says so, in the SPEC's words.
        queryOptions={{ onError: () => undefined }}
        error={<MissingVendor resource={props.resource} />}
      >
        <VendorDetail {...props} />
      </Show>
    </PosterSessionProvider>
  );
}

function VendorActions({ resource, verifyByPhone }: VendorShowProps) {
  const record = useRecordContext<VendorRecord>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const href = useAdminHref();
  const location = useLocation();
  const [storiesOpen, setStoriesOpen] = useState(false);
  const { offers } = useCapabilities();
  const returnToPrevious = useVendorKind()?.behaviour?.afterApproval === 'previous';
  const review = useVendorReview(record?.user_id);
  const [deskTrail] = useDeskTrail();
  const queryClient = useQueryClient();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (!record) return null;
  const hasStories = offers(record.kind, 'stories');
  const canApprove = approvable(record, review);
  const fromDesk = review && deskTrail?.openedId === Number(record.user_id) ? deskTrail : null;
  // SPEC: hotels (afterApproval 'previous') go back to the previous screen, the other kinds to their list; a
  // page opened by URL has no previous screen inside the admin, so it goes to the list too. Opened from the
  // review desk, Back returns to the desk.
  const cameFromAdmin = location.key !== 'default';
  const goBack = () => {
    if (fromDesk) navigate(fromDesk.path.startsWith('/admin') ? fromDesk.path : href(fromDesk.path));
    else if (returnToPrevious && cameFromAdmin) navigate(-1);
    else navigate(href(adminPaths.queue(resource, Boolean(record.verification))));
  };
  const refresh = () =>
    [vendorQueryKeys.records(resource), vendorQueryKeys.dashboard, vendorQueryKeys.queueCounts].forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
  const actions = (
    <>
      <CanAccess resource={resource} action="edit">
        <PosterPicker resource={resource} userId={record.user_id} />
        {/* Medium, as the MUI buttons beside it: react-admin's small button sat lower in the row. */}
        <EditButton size="medium" />
        {canApprove && <ApproveButton resource={resource} />}
        {canApprove && <ApproveButton resource={resource} mode="approveAndNext" />}
        {canApprove && verifyByPhone && <ApproveButton resource={resource} mode="verifyByPhone" />}
      </CanAccess>
      {review && (
        <RecordContextProvider value={review}>
          <DecisionButtons exclude={['approve']} onDecided={refresh} />
        </RecordContextProvider>
      )}
      {hasStories && (
        <Button startIcon={<AutoStoriesIcon />} onClick={() => setStoriesOpen(true)}>
          {translate('app.vendor.viewStories')}
        </Button>
      )}
      <CanAccess resource={resource} action="delete">
        <DeleteVendorButton resource={resource} />
      </CanAccess>
    </>
  );
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-start', alignItems: 'center' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={goBack}>
        {translate('app.vendor.back')}
      </Button>
      {isSmall ? <ActionsMenu>{actions}</ActionsMenu> : actions}
      {hasStories && (
        <StoriesOverlay resource={resource} userId={record.user_id} open={storiesOpen} onClose={() => setStoriesOpen(false)} />
      )}
    </TopToolbar>
  );
}

/**
 * react-admin's buttons show only their icon below 600 px (a lone red trash can beside "View Stories" read as
 * "delete stories"); in the actions menu there is room for their words, so there they keep them.
 */
const keepingLabels = (outer: Theme): Theme => ({
  ...outer,
  breakpoints: { ...outer.breakpoints, down: (key) => (key === 'sm' ? '@media (max-width:0px)' : outer.breakpoints.down(key)) },
});

/**
 * On a phone the page's actions, one under the other with their words, behind one "Actions" button beside Back,
 * instead of rows of buttons. Kept mounted while closed: an action's confirmation or file picker outlives the menu.
 */
function ActionsMenu({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<MoreVertIcon />}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls="vendor-actions"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('app.vendor.actions')}
      </Button>
      <Popover
        id="vendor-actions"
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        keepMounted
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            role: 'group',
            'aria-label': translate('app.vendor.actions'),
            // Any action taken closes the menu (in the capture phase: react-admin's delete stops the click's
            // propagation); its dialog, if any, opens over the page.
            onClickCapture: () => setAnchor(null),
            sx: {
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              gap: 0.5,
              p: 1,
              '& > .MuiStack-root': { flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, '& > *': { m: 0 } },
            },
          },
        }}
      >
        <ThemeProvider theme={keepingLabels}>{children}</ThemeProvider>
      </Popover>
    </>
  );
}

function MissingVendor({ resource }: { resource: VendorResource }) {
  const translate = useTranslate();
  const href = useAdminHref();
  return (
    <Box sx={{ p: 2 }}>
      <Typography role="status" sx={{ mb: 2 }}>
        {translate(`resources.${resource}.action.missing`)}
      </Typography>
      <Button component={Link} to={href(adminPaths.queue(resource, false))} startIcon={<ArrowBackIcon />}>
        {translate('app.vendor.back')}
      </Button>
    </Box>
  );
}

function VendorDetail({ resource, fields }: VendorShowProps) {
  const { record } = useShowContext<VendorRecord>();
  const translate = useTranslate();
  const { has } = useCapabilities();
  const review = useVendorReview(record?.user_id);
  const claim = useClaim(record && review && TRANSITIONS.approve.from.includes(review.state) ? Number(record.user_id) : null);
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      {claim.error ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {claim.error}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h5">
          {record.name}
        </Typography>
        {review ? (
          <Chip variant="outlined" color={review.state === 'approved' ? 'success' : 'default'} label={translate(`app.review.states.${review.state}`)} />
        ) : (
          <Chip variant="outlined" color={record.verification ? 'success' : 'default'} label={translate(record.verification ? 'app.vendor.verified' : 'app.vendor.unverified')} />
        )}
      </Box>
      {review?.reason ? (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('resources.reviews.fields.reason')}: {review.reason}
        </Typography>
      ) : null}
      <VendorImageGallery resource={resource} userId={record.user_id} poster={record.poster} posterUrl={record.posterUrl} />
      <DetailFields resource={resource} fields={fields} />
      {has('compliance') && <DocumentsPanel resource={resource} />}
      <VendorMessages kind={record.kind} userId={record.user_id} />
      <VendorTimeline userId={record.user_id} />
    </Box>
  );
}
