import type { FormEvent } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useCanAccess, useLocale, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { CallDeskRecord } from '../dataProvider/customMethods';
import { callNote } from '../domain/callDesk';
import { formatDateTime } from '../i18n';
import { useCustomMutation } from '../layout/useCustomMutation';
import { DeskSection } from '../layout/DeskSection';
import { useCheckedField } from './useCheckedField';
import { renderText } from '../domain/validationTexts';

/** The notes as a timeline, oldest first, and a note to add (the timeline keeps every note). */
export function NotesTimeline() {
  const translate = useTranslate();
  const record = useRecordContext<CallDeskRecord>();
  const { canAccess } = useCanAccess({ resource: 'calldesk', action: 'edit' });
  if (!record) return null;
  const timeline = record.timeline ?? [];
  return (
    <DeskSection id="calldesk-timeline" title={translate('app.callDesk.timeline')}>
      {timeline.length === 0 ? <Typography color="text.secondary">{translate('app.callDesk.noNotes')}</Typography> : null}
      <Box component="ol" sx={{ pl: 2, my: 1 }}>
        {timeline.map((entry) => (
          <Box component="li" key={`${entry.id}-${entry.at}`} sx={{ mb: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(entry.at)} · {entry.author_name ?? translate('app.callDesk.caller')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.body}</Typography>
          </Box>
        ))}
      </Box>
      {canAccess ? <NoteForm id={Number(record.id)} /> : null}
    </DeskSection>
  );
}

function NoteForm({ id }: { id: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const { value: body, setValue: setBody, setError, fieldProps: bodyField } = useCheckedField();
  const add = useCustomMutation({
    run: (dataProvider, text: string) => dataProvider.addCallNote(id, text),
    invalidate: [['calldesk']],
    onSuccess: () => {
      setBody('');
      notify('app.callDesk.noteAdded', { type: 'success' });
    },
    onFailure: setError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = callNote.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0] ? renderText(checked.error.issues[0].message, locale === 'ta' ? 'ta' : 'en') : translate('app.callDesk.noteEmpty'));
    add.mutate(checked.data);
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={translate('app.callDesk.newNote')}
        {...bodyField}
        multiline
        minRows={2}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={add.isPending}>
          {translate('app.callDesk.addNote')}
        </Button>
      </Box>
    </Box>
  );
}
