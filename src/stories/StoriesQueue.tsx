/**
 * The stories queue (capability `storyModeration`): the day's stories across vendors and kinds, newest first,
 * with a thumbnail, the vendor (linking to its page), the age, and Hide (with a reason) or Unhide. "All" widens
 * it to every story the server still keeps (retention), hidden and expired ones marked.
 */
import { useState } from 'react';
import { DataTable, SelectInput, SimpleList, useNotify, useTranslate, useUpdate } from 'react-admin';
import { Box, Button, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { configuredOrigin } from '../dataProvider/http';
import { isVideoStory, mediaUrl } from '../domain/media';
import { STORY_REASON_MAX, type ModeratedStory } from '../domain/stories';
import { VENDOR_KIND_DECLARATIONS } from '../domain/vendorKinds';
import { ReasonDialog } from '../layout/ReasonDialog';
import { ScreenHeading } from '../layout/ScreenHeading';
import { useNotifyError } from '../layout/errorText';
import { EmptyListStatus } from '../layout/EmptyListStatus';
import { WorkQueueList } from '../layout/WorkQueueList';
import { VendorPageLink } from '../vendors/VendorPageLink';

const kindChoices = VENDOR_KIND_DECLARATIONS.map((d) => ({ id: d.kind, name: d.labels.tile }));
const kindLabel = (kind: string) => VENDOR_KIND_DECLARATIONS.find((d) => d.kind === kind)?.labels.tile ?? kind;

/** Whole hours (or minutes under an hour) since the story was posted. */
export function storyAge(createdAt: string, now = Date.now()): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 48 * 60) return { unit: 'hours', count: Math.floor(minutes / 60) };
  return { unit: 'days', count: Math.floor(minutes / 1440) };
}

function Thumbnail({ record }: { record: ModeratedStory }) {
  const translate = useTranslate();
  const url = mediaUrl(configuredOrigin(), record.folder, record.todaystory) ?? '';
  const label = translate('app.stories.thumbnail', { name: record.vendor_name });
  const sx = { width: 54, height: 96, objectFit: 'cover' as const, borderRadius: 1, display: 'block', bgcolor: 'grey.200' };
  return isVideoStory(record.todaystory) ? (
    <Box component="video" src={url} muted preload="metadata" aria-label={label} sx={sx} />
  ) : (
    <Box component="img" src={url} alt={label} loading="lazy" sx={sx} />
  );
}

function Age({ record }: { record: ModeratedStory }) {
  const translate = useTranslate();
  const { unit, count } = storyAge(record.created_at);
  return <span title={record.created_at}>{translate(`app.stories.age.${unit}`, { smart_count: count })}</span>;
}

function State({ record }: { record: ModeratedStory }) {
  const translate = useTranslate();
  if (record.hidden_at) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5 }}>
        <Chip size="small" color="error" label={translate('app.stories.state.hidden')} sx={{ alignSelf: 'flex-start' }} />
        <Typography variant="body2" component="span">
          {record.hidden_reason}
        </Typography>
      </Box>
    );
  }
  return record.public ? (
    <Chip size="small" color="success" label={translate('app.stories.state.public')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('app.stories.state.expired')} />
  );
}

/** Hide (asks for a reason) or Unhide, through react-admin's update (PUT /api/admin/stories/{id}). */
export function ModerateButton({ record }: { record: ModeratedStory }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [asking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate();
  const save = (data: { hidden: boolean; reason?: string }) =>
    update(
      'stories',
      { id: record.id, data, previousData: record },
      {
        onSuccess: () => {
          setAsking(false);
          notify(data.hidden ? 'app.stories.hidden' : 'app.stories.unhidden', { type: 'success' });
        },
        onError: (error) => notifyError(error),
      },
    );
  if (record.hidden_at) {
    return (
      <Button size="small" disabled={isPending} onClick={() => void save({ hidden: false })} aria-label={translate('app.stories.unhideOf', { name: record.vendor_name })}>
        {translate('app.stories.unhide')}
      </Button>
    );
  }
  return (
    <>
      <Button size="small" onClick={() => setAsking(true)} aria-label={translate('app.stories.hideOf', { name: record.vendor_name })}>
        {translate('app.stories.hide')}
      </Button>
      <ReasonDialog
        open={asking}
        title={translate('app.stories.hideTitle', { name: record.vendor_name })}
        label={translate('app.stories.reason')}
        required
        help={translate('app.stories.reasonHint')}
        missing={translate('app.stories.reasonRequired')}
        maxLength={STORY_REASON_MAX}
        confirm={translate('app.stories.hide')}
        confirmColor="error"
        pending={isPending}
        onClose={() => setAsking(false)}
        onConfirm={(reason) => void save({ hidden: true, reason })}
      />
    </>
  );
}

const Column = DataTable.Col<ModeratedStory>;

/** One story as a card at phone width: the table would not fit. */
function StoryCard({ record }: { record: ModeratedStory }) {
  return (
    <Box component="span" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Thumbnail record={record} />
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
        <VendorPageLink kind={record.kind} userId={record.user_id} name={record.vendor_name} />
        <span>
          {kindLabel(record.kind)} · <Age record={record} />
        </span>
        <State record={record} />
        <ModerateButton record={record} />
      </Box>
    </Box>
  );
}

export function StoriesQueue() {
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const title = translate('app.stories.queueTitle');
  const empty = <EmptyListStatus text={translate('app.stories.queueEmpty')} />;
  const windowChoices = [
    { id: 'day', name: translate('app.stories.window.day') },
    { id: 'all', name: translate('app.stories.window.all') },
  ];
  return (
    <>
      <ScreenHeading title={title} />
      <WorkQueueList
        resource="stories"
        title={title}
        filters={[
          <SelectInput key="window" source="window" label="app.stories.fields.window" choices={windowChoices} alwaysOn />,
          <SelectInput key="kind" source="kind" label="app.stories.fields.kind" choices={kindChoices} emptyText={translate('app.stories.allKinds')} alwaysOn />,
        ]}
        filterDefaultValues={{ window: 'day' }}
        sort={{ field: 'created_at', order: 'DESC' }}
        empty={empty}
        storeKey="storiesQueue"
      >
        {isSmall ? (
          <SimpleList<ModeratedStory> primaryText={(record) => <StoryCard record={record} />} linkType={false} empty={empty} />
        ) : (
        <DataTable<ModeratedStory> bulkActionButtons={false} rowClick={false} empty={empty}>
          <Column source="todaystory" label="app.stories.fields.story" disableSort render={(record) => <Thumbnail record={record} />} />
          <Column source="vendor_name" label="app.stories.fields.vendor" render={(record) => <VendorPageLink kind={record.kind} userId={record.user_id} name={record.vendor_name} />} />
          <Column source="kind" label="app.stories.fields.kind" render={(record) => kindLabel(record.kind)} />
          <Column source="created_at" label="app.stories.fields.age" render={(record) => <Age record={record} />} />
          <Column source="public" label="app.stories.fields.state" disableSort render={(record) => <State record={record} />} />
          <Column source="id" label="app.stories.fields.actions" disableSort render={(record) => <ModerateButton record={record} />} />
        </DataTable>
        )}
      </WorkQueueList>
    </>
  );
}
