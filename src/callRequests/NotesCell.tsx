import { useState, type FormEvent } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import type { CallRequestRecord } from '../dataProvider/types';
import { errorText } from '../layout/errorText';
import { useNotesEditing } from './NotesEditingContext';

/** The Notes cell: the notes, or while editing an input with Save; the row updates in place once saved. */
export function NotesCell({ record }: { record: CallRequestRecord }) {
  const { editingId } = useNotesEditing();
  if (editingId === record.id) return <NotesEditor record={record} />;
  // Notes wrap between words only, never inside one.
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'normal', wordBreak: 'normal', hyphens: 'manual' }}>
      {record.notes ?? ''}
    </Typography>
  );
}

function NotesEditor({ record }: { record: CallRequestRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { setEditingId } = useNotesEditing();
  const [notes, setNotes] = useState(record.notes ?? '');
  const [error, setError] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate<CallRequestRecord>();

  const save = (event: FormEvent) => {
    event.preventDefault();
    // An empty note would clear the request's notes; the SPEC's "Notes saved" must not be said for that.
    if (!notes.trim()) {
      setError(translate('resources.callRequests.notifications.notesEmpty'));
      return;
    }
    update(
      'callRequests',
      { id: record.id, data: { notes: notes.trim() }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.callRequests.notifications.notesSaved', { type: 'success' });
          setEditingId(null);
        },
        onError: (failure) => {
          const reason = errorText(failure);
          setError(reason);
          notify('resources.callRequests.notifications.notesError', { type: 'error', messageArgs: { reason } });
        },
      },
    );
  };

  return (
    <Box component="form" onSubmit={save} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        variant="outlined"
        value={notes}
        onChange={(event) => {
          setNotes(event.target.value);
          setError(null);
        }}
        label={translate('resources.callRequests.action.notesFor', { id: record.id })}
        error={error !== null}
        helperText={error ?? undefined}
        size="small"
        autoFocus
        multiline
        maxRows={4}
        sx={{ minWidth: { xs: 0, sm: 160 }, width: { xs: '100%', sm: 'auto' } }}
      />
      <Button type="submit" variant="contained" size="small" disabled={isPending}>
        {translate('ra.action.save')}
      </Button>
      <Button size="small" onClick={() => setEditingId(null)} disabled={isPending}>
        {translate('ra.action.cancel')}
      </Button>
    </Box>
  );
}
