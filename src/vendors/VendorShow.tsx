/**
 * A vendor's detail page, by URL (/admin/<resource>/:id/show), for every kind: back navigation, actions
 * (poster, edit, approve or stories, delete user), the SPEC fields and the image gallery.
 */
import { useState } from 'react';
import { EditButton, Show, TopToolbar, useRecordContext, useShowContext, useTranslate } from 'react-admin';
import { Box, Button, Chip, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import { useLocation, useNavigate } from 'react-router-dom';
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

export interface VendorShowProps {
  resource: VendorResource;
  fields: DetailField[];
  /** Vegetables also have "Verify Vendor" (by phone number). */
  verifyByPhone?: boolean;
}

export function VendorShow(props: VendorShowProps) {
  return (
    <PosterSessionProvider>
      <Show resource={props.resource} actions={<VendorActions {...props} />} emptyWhileLoading>
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
  if (!record) return null;
  const hasStories = offers(record.kind, 'stories');
  // SPEC: hotels go back to the previous screen, the other kinds to their list; a page opened by URL has no
  // previous screen inside the admin, so it goes to the list too.
  const cameFromAdmin = location.key !== 'default';
  const goBack = () =>
    resource === 'hotels' && cameFromAdmin ? navigate(-1) : navigate(href(adminPaths.queue(resource, Boolean(record.verification))));
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-start' }}>
      <Button startIcon={<ArrowBackIcon />} onClick={goBack}>
        {translate('app.vendor.back')}
      </Button>
      <PosterPicker resource={resource} userId={record.user_id} />
      <EditButton />
      {!record.verification && <ApproveButton resource={resource} />}
      {!record.verification && verifyByPhone && <ApproveButton resource={resource} mode="verifyByPhone" />}
      {hasStories && (
        <Button startIcon={<AutoStoriesIcon />} onClick={() => setStoriesOpen(true)}>
          {translate('app.vendor.viewStories')}
        </Button>
      )}
      <DeleteVendorButton resource={resource} />
      {hasStories && (
        <StoriesOverlay resource={resource} userId={record.user_id} open={storiesOpen} onClose={() => setStoriesOpen(false)} />
      )}
    </TopToolbar>
  );
}

function VendorDetail({ resource, fields }: VendorShowProps) {
  const { record, error } = useShowContext<VendorRecord>();
  const translate = useTranslate();
  if (!record) {
    return <Typography sx={{ p: 2 }}>{error ? translate(`resources.${resource}.action.missing`) : null}</Typography>;
  }
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h2" variant="h5">
          {record.name}
        </Typography>
        <Chip variant="outlined" color={record.verification ? 'success' : 'default'} label={translate(record.verification ? 'app.vendor.verified' : 'app.vendor.unverified')} />
      </Box>
      {record.posterUrl && (
        <Box component="figure" sx={{ m: 0, mb: 2 }}>
          <img src={record.posterUrl} alt={translate('app.vendor.currentPoster')} style={{ maxHeight: 160, maxWidth: '100%' }} />
          <Typography component="figcaption" variant="caption">
            {translate('app.vendor.currentPoster')}
          </Typography>
        </Box>
      )}
      <DetailFields resource={resource} fields={fields} />
      <VendorImageGallery resource={resource} userId={record.user_id} />
      <VendorTimeline userId={record.user_id} />
    </Box>
  );
}
