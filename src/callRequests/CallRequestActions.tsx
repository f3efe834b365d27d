import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { Box, Button } from '@mui/material';
import { DeleteWithConfirmButton, useTranslate } from 'react-admin';
import type { CallRequestRecord } from '../dataProvider/types';
import { useNotesEditing } from './NotesEditingContext';

/** Actions cell: Add Notes (turns the Notes cell into an input) and Delete behind a confirmation. */
export function CallRequestActions({ record }: { record: CallRequestRecord }) {
  const translate = useTranslate();
  const { editingId, setEditingId } = useNotesEditing();
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        startIcon={<NoteAddIcon />}
        onClick={() => setEditingId(record.id)}
        disabled={editingId === record.id}
        aria-label={`${translate('master.actions.addNotes')} ${record.phone_number}`}
      >
        {translate('master.actions.addNotes')}
      </Button>
      <DeleteWithConfirmButton
        record={record}
        resource="callRequests"
        mutationMode="pessimistic"
        redirect={false}
        confirmTitle="master.callRequests.deleteTitle"
        confirmContent="master.callRequests.deleteContent"
        contentTranslateOptions={{ phone: record.phone_number }}
        aria-label={`${translate('ra.action.delete')} ${record.phone_number}`}
      />
    </Box>
  );
}
