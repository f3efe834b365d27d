/** The vendor's store/service images: delete behind a confirmation, and "Set as Poster" per image. */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Box, Button, IconButton, ImageList, ImageListItem, ImageListItemBar, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { AppDataProvider, VendorImage, VendorResource } from '../dataProvider/types';
import { usePosterMessages } from './posterMessages';
import { usePosterSession } from './PosterSession';
import { useNotifyQueryError, useVendorMutation } from './useVendorMutation';
import { vendorQueryKeys } from './vendorQueryKeys';

export function VendorImageGallery({ resource, userId }: { resource: VendorResource; userId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyQueryError = useNotifyQueryError();
  const { markPosterChosen } = usePosterSession();
  const [toDelete, setToDelete] = useState<VendorImage | null>(null);
  const images = useQuery({
    queryKey: vendorQueryKeys.images(resource, userId),
    queryFn: () => dataProvider.vendorImages(resource, userId),
  });
  useEffect(() => {
    if (images.error) notifyQueryError('app.actions.loadImages', images.error);
    // Notify once per failure, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [images.error]);

  const remove = useVendorMutation<VendorImage>({
    action: 'app.actions.deleteImage',
    run: (provider, image) => provider.deleteVendorImage(resource, userId, image.name),
    invalidate: [vendorQueryKeys.images(resource, userId), vendorQueryKeys.records(resource)],
    onSuccess: () => {
      setToDelete(null);
      notify('app.notifications.imageDeleted', { type: 'success' });
    },
  });
  const messages = usePosterMessages(resource);
  const setPoster = useVendorMutation<VendorImage>({
    action: 'app.actions.setPoster',
    run: (provider, image) => provider.setPosterFromImage(resource, userId, image.name),
    invalidate: [vendorQueryKeys.records(resource)],
    failureMessage: messages.failure,
    onSuccess: () => {
      markPosterChosen();
      notify(messages.success, { type: 'success' });
    },
  });

  return (
    <Box component="section" aria-labelledby="vendor-images-heading" sx={{ mt: 3 }}>
      <Typography id="vendor-images-heading" component="h2" variant="h6">
        {translate('app.vendor.images')}
      </Typography>
      {images.isPending && <Typography role="status">{translate('app.vendor.loadingImages')}</Typography>}
      {images.data?.length === 0 && <Typography>{translate('app.vendor.noImages')}</Typography>}
      {images.data && images.data.length > 0 && (
        <ImageList cols={3} gap={12} sx={{ gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr)) !important' }}>
          {images.data.map((image) => (
            <ImageListItem key={image.name}>
              <img src={image.url} alt={translate('app.vendor.imageAlt', { name: image.name })} loading="lazy" style={{ height: 160, objectFit: 'cover' }} />
              <ImageListItemBar
                position="below"
                title={
                  <Button size="small" disabled={setPoster.isPending} onClick={() => setPoster.mutate(image)}>
                    {translate('app.vendor.setAsPoster')}
                  </Button>
                }
                actionIcon={
                  <IconButton aria-label={translate('app.vendor.deleteImage', { name: image.name })} onClick={() => setToDelete(image)}>
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
        title="app.vendor.delete"
        content="app.vendor.confirmDeleteImage"
        confirm="app.vendor.delete"
        cancel="app.vendor.cancel"
        loading={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
}
