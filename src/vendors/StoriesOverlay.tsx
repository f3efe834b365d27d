/**
 * The stories overlay: "Loading...", then react-insta-stories (3000 ms a story, looping, keyboard navigation,
 * full width by 400 px, videos for .mp4) or "No story available."; pick "Story N" to delete it, which closes
 * the overlay.
 */
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Stories } from './instaStories';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { STORY_DURATION_MS, STORY_HEIGHT_PX } from '../domain/constants';
import type { AppDataProvider, VendorResource } from '../dataProvider/types';
import { useNotifyQueryError, useVendorMutation } from './useVendorMutation';
import { vendorQueryKeys } from './vendorQueryKeys';

interface StoriesOverlayProps {
  resource: VendorResource;
  userId: number;
  open: boolean;
  onClose(): void;
}

export function StoriesOverlay({ resource, userId, open, onClose }: StoriesOverlayProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const pickId = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyQueryError = useNotifyQueryError();
  const [picked, setPicked] = useState<number | ''>('');
  const stories = useQuery({
    queryKey: vendorQueryKeys.stories(resource, userId),
    queryFn: () => dataProvider.vendorStories(resource, userId),
    enabled: open,
  });
  useEffect(() => {
    if (stories.error) notifyQueryError('app.actions.loadStories', stories.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stories.error]);

  const close = () => {
    setPicked('');
    onClose();
  };
  const remove = useVendorMutation<number>({
    action: 'app.actions.deleteStory',
    run: (provider, storyId) => provider.deleteStory(resource, storyId),
    invalidate: [vendorQueryKeys.stories(resource, userId)],
    onSuccess: () => {
      notify('app.notifications.storyDeleted', { type: 'success' });
      close();
    },
  });

  const items = stories.data ?? [];
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('app.stories.title')}</DialogTitle>
      <DialogContent>
        {stories.isPending && <Typography role="status">{translate('app.stories.loading')}</Typography>}
        {!stories.isPending && items.length === 0 && <Typography>{translate('app.stories.empty')}</Typography>}
        {items.length > 0 && (
          <>
            <Box aria-label={translate('app.stories.player')} role="region" sx={{ width: '100%' }}>
              <Stories
                // The player keeps its position across renders; a changed list (a story deleted while the last
                // one plays) must start a new player, or it reads past the end of the list.
                key={items.map((story) => story.id).join(',')}
                stories={items.map((story, index) =>
                  story.isVideo
                    ? { url: story.url, type: 'video' }
                    : { content: () => <StoryImage url={story.url} alt={translate('app.stories.item', { number: index + 1 })} /> },
                )}
                defaultInterval={STORY_DURATION_MS}
                loop
                keyboardNavigation
                width="100%"
                height={STORY_HEIGHT_PX}
              />
            </Box>
            <FormControl fullWidth sx={{ mt: 2 }}>
              <InputLabel id={pickId}>{translate('app.stories.pick')}</InputLabel>
              <Select labelId={pickId} label={translate('app.stories.pick')} value={picked} onChange={(event) => setPicked(Number(event.target.value))}>
                {items.map((story, index) => (
                  <MenuItem key={story.id} value={story.id}>
                    {translate('app.stories.item', { number: index + 1 })}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {items.length > 0 && (
          <Button color="error" disabled={picked === '' || remove.isPending} onClick={() => picked !== '' && remove.mutate(picked)}>
            {translate('app.stories.deleteSelected')}
          </Button>
        )}
        <Button onClick={close}>{translate('app.vendor.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** An image story with alternative text (the library's own image renderer has none). */
function StoryImage({ url, alt }: { url: string; alt: string }) {
  return (
    <Box sx={{ width: '100%', height: STORY_HEIGHT_PX, bgcolor: 'common.black', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <img src={url} alt={alt} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
    </Box>
  );
}
