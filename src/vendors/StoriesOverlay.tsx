/**
 * The stories overlay: "Loading...", then react-insta-stories (3000 ms a story, looping, keyboard navigation,
 * full width by 400 px, videos for .mp4) or "No story available.". The "Story N" picker follows the story
 * playing, and picking one jumps the player to it; "Delete story" deletes the story shown after an
 * "Are you sure ...?" confirmation, which closes the overlay. With `storyModeration` the admin sees every story
 * the server keeps (not only the public day's), the story shown marked when hidden (with its reason) or past 24 hours.
 */
import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Stories } from './instaStories';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { STORY_DURATION_MS, STORY_HEIGHT_PX } from '../domain/constants';
import type { AppDataProvider, StoryItem, VendorResource } from '../dataProvider/types';
import { configuredOrigin } from '../dataProvider/http';
import { isVideoStory, mediaUrl } from '../domain/media';
import type { ModeratedStory } from '../domain/stories';
import { useCapabilities } from '../layout/useCapabilities';
import { useCustomMutation } from '../layout/useCustomMutation';
import { useNotifyError } from '../layout/errorText';
import { vendorQueryKeys } from './vendorQueryKeys';

/** A story with its moderation state (only with `storyModeration`). */
type OverlayStory = StoryItem & { hiddenReason?: string | null; expired?: boolean };

async function keptStories(dataProvider: AppDataProvider, userId: number): Promise<OverlayStory[]> {
  const { data } = await dataProvider.getList<ModeratedStory>('stories', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'ASC' },
    filter: { window: 'all', user_id: userId },
  });
  return data.map((story) => ({
    id: story.id,
    todaystory: story.todaystory,
    url: mediaUrl(configuredOrigin(), story.folder, story.todaystory) ?? '',
    isVideo: isVideoStory(story.todaystory),
    hiddenReason: story.hidden_reason,
    expired: !story.hidden_at && !story.public,
  }));
}

interface StoriesOverlayProps {
  resource: VendorResource;
  userId: number;
  open: boolean;
  onClose(): void;
}

/** A story the admin is asked about: its id and its place in the list ("Story N"). */
interface StoryChoice {
  id: number;
  index: number;
}

export function StoriesOverlay({ resource, userId, open, onClose }: StoriesOverlayProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const pickId = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  // The story the player shows (its index); the picker shows it too.
  const [shown, setShown] = useState(0);
  // A jump asked for in the picker: a new player that starts at that story (the player's own `currentIndex`
  // only reacts to a changed value, so asking twice for the same story would do nothing the second time).
  const [jump, setJump] = useState({ index: 0, count: 0 });
  const [confirming, setConfirming] = useState<StoryChoice | null>(null);
  const moderated = useCapabilities().has('storyModeration');
  const stories = useQuery<OverlayStory[]>({
    queryKey: [...vendorQueryKeys.stories(resource, userId), moderated],
    queryFn: () => (moderated ? keptStories(dataProvider, userId) : dataProvider.vendorStories(resource, userId)),
    enabled: open,
  });
  useEffect(() => {
    if (stories.error) notifyError(stories.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stories.error]);

  const close = () => {
    setShown(0);
    setJump({ index: 0, count: 0 });
    setConfirming(null);
    onClose();
  };
  const remove = useCustomMutation<number>({
    run: (provider, storyId) => provider.deleteStory(resource, storyId),
    invalidate: [vendorQueryKeys.stories(resource, userId)],
    onSuccess: () => {
      notify('app.notifications.storyDeleted', { type: 'success' });
      close();
    },
  });

  const items = stories.data ?? [];
  const current = items.length > 0 ? Math.min(shown, items.length - 1) : -1;
  const storyName = (index: number) => translate('app.stories.item', { number: index + 1 });
  const jumpTo = (storyId: number) => {
    const index = items.findIndex((story) => story.id === storyId);
    if (index < 0) return;
    setShown(index);
    setJump((previous) => ({ index, count: previous.count + 1 }));
  };
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
                key={`${items.map((story) => story.id).join(',')}/${jump.count}`}
                stories={items.map((story, index) =>
                  story.isVideo
                    ? { url: story.url, type: 'video' }
                    : { content: () => <StoryImage url={story.url} alt={storyName(index)} /> },
                )}
                // A new player starts at the first story by itself; setting index 0 there would leave it paused.
                currentIndex={jump.index > 0 && jump.index < items.length ? jump.index : undefined}
                onStoryStart={(index: number) => setShown(index)}
                defaultInterval={STORY_DURATION_MS}
                loop
                keyboardNavigation
                width="100%"
                height={STORY_HEIGHT_PX}
              />
            </Box>
            <FormControl fullWidth sx={{ mt: 2 }}>
              <InputLabel id={pickId}>{translate('app.stories.pick')}</InputLabel>
              <Select
                labelId={pickId}
                label={translate('app.stories.pick')}
                value={items[current]?.id ?? ''}
                onChange={(event) => jumpTo(Number(event.target.value))}
              >
                {items.map((story, index) => (
                  <MenuItem key={story.id} value={story.id}>
                    {storyName(index)}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            {items[current]?.hiddenReason && (
              <Typography role="status" color="error.main" sx={{ mt: 1 }}>
                {translate('app.stories.hiddenBecause', { reason: items[current]?.hiddenReason })}
              </Typography>
            )}
            {items[current]?.expired && (
              <Typography role="status" color="text.secondary" sx={{ mt: 1 }}>
                {translate('app.stories.expiredNote')}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {items.length > 0 && (
          <Button
            color="error"
            disabled={current < 0 || remove.isPending}
            onClick={() => {
              const story = items[current];
              // The story shown when Delete was pressed is the one asked about, even if the player moves on.
              if (story) setConfirming({ id: story.id, index: current });
            }}
          >
            {translate('app.stories.deleteSelected')}
          </Button>
        )}
        <Button onClick={close}>{translate('app.vendor.close')}</Button>
      </DialogActions>
      <Confirm
        isOpen={confirming !== null}
        title="app.stories.confirmDeleteTitle"
        titleTranslateOptions={{ story: storyName(confirming?.index ?? 0) }}
        content="app.stories.confirmDelete"
        contentTranslateOptions={{ story: storyName(confirming?.index ?? 0) }}
        confirm="app.vendor.delete"
        cancel="app.vendor.cancel"
        confirmColor="warning"
        loading={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming.id, { onError: () => setConfirming(null) })}
        onClose={() => setConfirming(null)}
      />
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
