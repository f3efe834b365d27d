/**
 * The vendor's store/service images, just under the page's actions: the current poster marked, "Set as Poster"
 * on every other image, delete behind a confirmation. A poster uploaded with Choose Poster (not one of the
 * images) is shown first.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Confirm, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Box, Button, Chip, IconButton, ImageList, ImageListItem, ImageListItemBar, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import type { AppDataProvider, VendorImage, VendorResource } from '../dataProvider/types';
import { usePosterMessages } from './posterMessages';
import { usePosterSession } from './PosterSession';
import { useCustomMutation } from '../layout/useCustomMutation';
import { useNotifyError } from '../layout/errorText';
import { vendorQueryKeys } from './vendorQueryKeys';

interface VendorImageGalleryProps {
  resource: VendorResource;
  userId: number;
  /** The poster's file name and URL, or null. */
  poster?: string | null;
  posterUrl?: string | null;
}

export function VendorImageGallery({ resource, userId, poster = null, posterUrl = null }: VendorImageGalleryProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const { markPosterChosen } = usePosterSession();
  const [toDelete, setToDelete] = useState<{ image: VendorImage; number: number } | null>(null);
  const images = useQuery({
    queryKey: vendorQueryKeys.images(resource, userId),
    queryFn: () => dataProvider.vendorImages(resource, userId),
  });
  useEffect(() => {
    if (images.error) notifyError(images.error);
    // Notify once per failure, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [images.error]);

  const remove = useCustomMutation<VendorImage>({
    run: (provider, image) => provider.deleteVendorImage(resource, userId, image.name),
    invalidate: [vendorQueryKeys.images(resource, userId), vendorQueryKeys.records(resource)],
    onSuccess: () => {
      setToDelete(null);
      notify('app.notifications.imageDeleted', { type: 'success' });
    },
  });
  const messages = usePosterMessages(resource);
  const setPoster = useCustomMutation<VendorImage>({
    run: (provider, image) => provider.setPosterFromImage(resource, userId, image.name),
    invalidate: [vendorQueryKeys.records(resource), vendorQueryKeys.queueCounts],
    failureMessage: messages.failure,
    onSuccess: () => {
      markPosterChosen();
      notify(messages.success, { type: 'success' });
    },
  });

  const { canAccess: canChange } = useCanAccess({ resource, action: 'edit' });
  const posterInGallery = images.data?.some((image) => image.name === poster) ?? false;
  return (
    <Box component="section" aria-labelledby="vendor-images-heading" sx={{ mb: 3 }}>
      <Typography id="vendor-images-heading" component="h2" variant="h6">
        {translate('app.vendor.images')}
      </Typography>
      {images.isPending && <Typography role="status">{translate('app.vendor.loadingImages')}</Typography>}
      {images.data?.length === 0 && !posterUrl && <Typography>{translate('app.vendor.noImages')}</Typography>}
      {images.data && (images.data.length > 0 || posterUrl) && (
        <ImageList cols={3} gap={12} sx={{ gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr)) !important' }}>
          {posterUrl && !posterInGallery && (
            <ImageListItem>
              <img src={posterUrl} alt={translate('app.vendor.currentPoster')} style={{ height: 160, objectFit: 'cover' }} />
              <ImageListItemBar position="below" title={<CurrentPosterMark />} />
            </ImageListItem>
          )}
          {/* Images are named by their place in the gallery: their file names are the server's, not words for people. */}
          {images.data.map((image, index) => (
            <ImageListItem key={image.name} sx={image.name === poster ? { outline: '3px solid', outlineColor: 'success.main' } : undefined}>
              <img src={image.url} alt={translate('app.vendor.imageAlt', { number: index + 1 })} loading="lazy" style={{ height: 160, objectFit: 'cover' }} />
              <ImageListItemBar
                position="below"
                title={
                  image.name === poster ? (
                    <CurrentPosterMark />
                  ) : canChange ? (
                    <Button size="small" disabled={setPoster.isPending} onClick={() => setPoster.mutate(image)}>
                      {translate('app.vendor.setAsPoster')}
                    </Button>
                  ) : null
                }
                actionIcon={
                  canChange && <IconButton aria-label={translate('app.vendor.deleteImage', { number: index + 1 })} onClick={() => setToDelete({ image, number: index + 1 })}>
                    <DeleteIcon />
                  </IconButton>
                }
              />
            </ImageListItem>
          ))}
        </ImageList>
      )}
      <Confirm
        isOpen={toDelete !== null}
        title="app.vendor.deleteImage"
        titleTranslateOptions={{ number: toDelete?.number ?? '' }}
        content="app.vendor.confirmDeleteImage"
        confirm="app.vendor.delete"
        cancel="app.vendor.cancel"
        loading={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.image)}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}

function CurrentPosterMark() {
  const translate = useTranslate();
  return <Chip size="small" color="success" icon={<CheckCircleIcon />} label={translate('app.vendor.currentPoster')} sx={{ ml: 1 }} />;
}
