import { Box, Typography } from '@mui/material';
import { DateField, RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { CallRequestRecord } from '../dataProvider/types';
import { CallRequestActions } from './CallRequestActions';
import { NotesCell } from './NotesCell';

type CallRequestRow = CallRequestRecord & { source?: string | null };

/**
 * The call requests on a phone: one stacked row per request (phone number, date, notes, source, then Add Notes
 * and Delete), so nothing needs a sideways scroll. Same cells and actions as the table on wider screens.
 */
export function CallRequestStack() {
  const translate = useTranslate();
  const { data } = useListContext<CallRequestRow>();
  const field = (name: string) => translate(`resources.callRequests.fields.${name}`);
  return (
    <Box component="ul" aria-label={translate('resources.callRequests.action.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {(data ?? []).map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider', px: 1, py: 1.5, display: 'grid', gap: 0.5 }}>
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
          </Box>
        </RecordContextProvider>
      ))}
    </Box>
  );
}
