import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { Box } from '@mui/material';
import { Button, DeleteWithConfirmButton, useTranslate } from 'react-admin';
import type { CallRequestRecord } from '../dataProvider/types';
import { useNotesEditing } from './NotesEditingContext';

/**
 * Actions cell: Add Notes (turns the Notes cell into an input) and Delete behind a confirmation. react-admin's
 * buttons shrink to labelled icons on phones, so the column fits a 390 px screen.
 */
export function CallRequestActions({ record }: { record: CallRequestRecord }) {
  const translate = useTranslate();
  const { editingId, setEditingId } = useNotesEditing();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Button
        label="resources.callRequests.action.addNotes"
        onClick={() => setEditingId(record.id)}
        disabled={editingId === record.id}
        aria-label={`${translate('resources.callRequests.action.addNotes')} ${record.phone_number}`}
      >
        <NoteAddIcon />
      </Button>
      <DeleteWithConfirmButton
        record={record}
        resource="callRequests"
        mutationMode="pessimistic"
        redirect={false}
        confirmTitle="resources.callRequests.action.deleteTitle"
        confirmContent="resources.callRequests.action.deleteContent"
        contentTranslateOptions={{ phone: record.phone_number }}
        aria-label={`${translate('ra.action.delete')} ${record.phone_number}`}
      />
    </Box>
  );
}
