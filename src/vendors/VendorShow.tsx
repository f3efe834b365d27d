/**
 * A vendor's detail page, by URL (/admin/<resource>/:id/show), for every kind, laid out as a decision page:
 * actions (poster, edit, approve, approve and next, stories, delete user), then the image gallery with the
 * current poster marked and "Set as Poster" per image, then the SPEC fields. A vendor that does not exist
 * (deleted since) shows the kind's SPEC fallback text instead of redirecting.
 */
import { useState } from 'react';
import { CanAccess, EditButton, Show, TopToolbar, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { Box, Button, Chip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
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
import { useVendorKind } from '../vendorKinds/context';
import { DocumentsPanel } from '../compliance/DocumentsPanel';

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
  if (!record) return null;
  const hasStories = offers(record.kind, 'stories');
  // SPEC: hotels (afterApproval 'previous') go back to the previous screen, the other kinds to their list; a
  // page opened by URL has no previous screen inside the admin, so it goes to the list too.
  const cameFromAdmin = location.key !== 'default';
  const goBack = () =>
    returnToPrevious && cameFromAdmin ? navigate(-1) : navigate(href(adminPaths.queue(resource, Boolean(record.verification))));
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-start' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={goBack}>
        {translate('app.vendor.back')}
      </Button>
      <CanAccess resource={resource} action="edit">
        <PosterPicker resource={resource} userId={record.user_id} />
        <EditButton />
        {!record.verification && <ApproveButton resource={resource} />}
        {!record.verification && <ApproveButton resource={resource} mode="approveAndNext" />}
        {!record.verification && verifyByPhone && <ApproveButton resource={resource} mode="verifyByPhone" />}
      </CanAccess>
      {hasStories && (
        <Button startIcon={<AutoStoriesIcon />} onClick={() => setStoriesOpen(true)}>
          {translate('app.vendor.viewStories')}
        </Button>
      )}
      <CanAccess resource={resource} action="delete">
        <DeleteVendorButton resource={resource} />
      </CanAccess>
      {hasStories && (
        <StoriesOverlay resource={resource} userId={record.user_id} open={storiesOpen} onClose={() => setStoriesOpen(false)} />
      )}
    </TopToolbar>
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
  if (!record) return null;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h5">
          {record.name}
        </Typography>
        <Chip variant="outlined" color={record.verification ? 'success' : 'default'} label={translate(record.verification ? 'app.vendor.verified' : 'app.vendor.unverified')} />
      </Box>
      <VendorImageGallery resource={resource} userId={record.user_id} poster={record.poster} posterUrl={record.posterUrl} />
      <DetailFields resource={resource} fields={fields} />
      {has('compliance') && <DocumentsPanel resource={resource} />}
      <VendorTimeline userId={record.user_id} />
    </Box>
  );
}
