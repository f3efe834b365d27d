import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { Box } from '@mui/material';
import { Button, DeleteWithConfirmButton, useCanAccess, useTranslate } from 'react-admin';
import type { CallRequestRecord } from '../dataProvider/types';
import { useNotifyError } from '../layout/errorText';
import { useNotesEditing } from './NotesEditingContext';

/**
 * Actions cell: Add Notes or Edit notes (turns the Notes cell into an input) and Delete behind a confirmation, each only for
 * a role that may use it (a viewer reads call requests and changes nothing). react-admin's buttons shrink to
 * labelled icons on phones, so the column fits a 390 px screen.
 */
export function CallRequestActions({ record }: { record: CallRequestRecord }) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const { editingId, setEditingId } = useNotesEditing();
  const { canAccess: canEdit } = useCanAccess({ resource: 'callRequests', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'callRequests', action: 'delete' });
  if (!canEdit && !canDelete) return null;
  // The button says what it does to this row: add the first note, or edit the notes there are.
  const notesLabel = record.notes ? 'resources.callRequests.action.editNotes' : 'resources.callRequests.action.addNotes';
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {canEdit && (
        <Button
          label={notesLabel}
          onClick={() => setEditingId(record.id)}
          disabled={editingId === record.id}
          aria-label={`${translate(notesLabel)} ${record.phone_number}`}
        >
          <NoteAddIcon />
        </Button>
      )}
      {canDelete && (
        <DeleteWithConfirmButton
          record={record}
          resource="callRequests"
          mutationMode="pessimistic"
          redirect={false}
          mutationOptions={{ onError: notifyError }}
          confirmTitle="resources.callRequests.action.deleteTitle"
          confirmContent="resources.callRequests.action.deleteContent"
          contentTranslateOptions={{ phone: record.phone_number }}
          aria-label={`${translate('ra.action.delete')} ${record.phone_number}`}
        />
      )}
    </Box>
  );
}
