import { Box, Typography } from '@mui/material';
import { DateField, useTranslate } from 'react-admin';
import type { CallRequestRecord } from '../dataProvider/types';
import { CallRequestActions } from './CallRequestActions';
import { NotesCell } from './NotesCell';
import { RecordStack } from '../layout/RecordStack';

type CallRequestRow = CallRequestRecord & { source?: string | null };

/**
 * The call requests on a phone: one stacked row per request (phone number, date, notes, source, then Add Notes
 * and Delete), so nothing needs a sideways scroll. Same cells and actions as the table on wider screens.
 */
export function CallRequestStack() {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.callRequests.fields.${name}`);
  return (
    <RecordStack<CallRequestRow> label={translate('resources.callRequests.action.title')} itemSx={{ display: 'grid', gap: 0.5 }}>
      {(record) => (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'baseline' }}>
            <Typography variant="subtitle1" component="span">
              {record.phone_number}
            </Typography>
            <Typography variant="body2" component="span" color="text.secondary">
              {field('id')} {record.id} · <DateField record={record} source="created_at" component="span" />
            </Typography>
          </Box>
          {record.source ? (
            <Typography variant="body2" color="text.secondary">
              {field('source')}: {translate(`resources.callRequests.sources.${record.source}`, { _: record.source })}
            </Typography>
          ) : null}
          <NotesCell record={record} />
          <CallRequestActions record={record} />
        </>
      )}
    </RecordStack>
  );
}
