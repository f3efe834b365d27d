/**
 * The `modal` screens of a declared simple master resource: one table under the master heading (name, Edit,
 * Delete behind react-admin's confirmation), add and edit in a modal around react-admin's Create / Edit, which
 * lists the existing names containing what is typed, marked "(Already Exists)", and keeps Save disabled while
 * the trimmed, case-insensitive name equals another record's (SPEC section 5).
 */
import { useId, useState, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useWatch } from 'react-hook-form';
import {
  Create,
  DataTable,
  Edit,
  Form,
  SaveButton,
  TextInput,
  useListContext,
  useNotify,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { SimpleMasterDeclaration, SimpleMasterRecord } from '../dataProvider/legacy/simpleMaster';
import { adminPaths } from '../layout/adminPaths';
import { errorText } from '../layout/errorText';
import { schemaResolver } from '../vendors/schemaResolver';
import { duplicateNameGuard } from './duplicateName';
import { FirstErrorToast } from './FirstErrorToast';
import { inPlace } from './inPlace';
import { MasterDeleteButton } from './MasterDeleteButton';
import { MasterList, MasterPage } from './MasterPage';
import { nameSchemaOf } from './simpleMasterSchema';
import { useSimpleMasterTexts } from './simpleMasterTexts';

type Props = { declaration: SimpleMasterDeclaration };
type Modal = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; id: Identifier };

export function SimpleMasterTable({ declaration }: Props) {
  const { text, heading, nameLabel } = useSimpleMasterTexts(declaration);
  const [modal, setModal] = useState<Modal>({ mode: 'closed' });
  const close = () => setModal({ mode: 'closed' });
  const { name, nameSource, endpoints } = declaration;
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setModal({ mode: 'add' })}>
      {text('action.add', 'ra.action.create')}
    </Button>
  );
  return (
    <MasterPage heading={heading} action={addButton} backTo={adminPaths.master} backLabel="app.master.backToMaster">
      <MasterList resource={name} title={heading}>
        <DataTable<SimpleMasterRecord>
          rowClick={false}
          bulkActionButtons={false}
          size="small"
          aria-label={heading}
          empty={<Box sx={{ p: 2 }}>{text('action.empty', 'ra.navigation.no_results')}</Box>}
        >
          <DataTable.Col source={nameSource} label={text('action.column', nameLabel)} disableSort sx={{ overflowWrap: 'anywhere' }} />
          <DataTable.Col<SimpleMasterRecord>
            label={text('action.actions', 'app.master.actions')}
            align="right"
            sx={{ whiteSpace: 'nowrap' }}
            render={(record) => (
              <RowActions declaration={declaration} record={record} onEdit={endpoints.update ? () => setModal({ mode: 'edit', id: record.id }) : undefined} />
            )}
          />
        </DataTable>
        {modal.mode === 'add' && <AddModal declaration={declaration} onClose={close} />}
        {modal.mode === 'edit' && <EditModal declaration={declaration} id={modal.id} onClose={close} />}
      </MasterList>
    </MasterPage>
  );
}

function RowActions({ declaration, record, onEdit }: Props & { record: SimpleMasterRecord; onEdit?: () => void }) {
  const translate = useTranslate();
  const { keyOf } = useSimpleMasterTexts(declaration);
  const confirmContent = keyOf('action.deleteContent', 'ra.message.delete_content');
  const shown = String(record[declaration.nameSource] ?? '');
  return (
    <>
      {onEdit && (
        <Button size="small" onClick={onEdit}>
          {translate('ra.action.edit')}
          <Box component="span" sx={visuallyHidden}>{` ${shown}`}</Box>
        </Button>
      )}
      {declaration.endpoints.delete && (
        <MasterDeleteButton
          record={record}
          resource={declaration.name}
          confirmTitle={keyOf('action.deleteTitle', 'ra.message.delete_title')}
          confirmContent={confirmContent}
          // The resource's own texts name the record; react-admin's generic ones name it themselves.
          translateOptions={confirmContent === 'ra.message.delete_content' ? {} : { name: shown }}
          aria-label={`${translate('ra.action.delete')} ${shown}`}
        />
      )}
    </>
  );
}

function AddModal({ declaration, onClose }: Props & { onClose: () => void }) {
  const notify = useNotify();
  const { text, keyOf } = useSimpleMasterTexts(declaration);
  const onSuccess = () => {
    notify(keyOf('notifications.added', 'ra.notification.created'), { type: 'success', messageArgs: { smart_count: 1 } });
    onClose();
  };
  const onError = (error: unknown) =>
    notify(keyOf('notifications.addError', 'app.master.saveError'), { type: 'error', messageArgs: { reason: errorText(error) } });
  return (
    <NameModal title={text('action.addTitle', 'ra.action.create')} onClose={onClose}>
      <Create resource={declaration.name} {...inPlace} mutationOptions={{ onSuccess, onError }}>
        <NameForm declaration={declaration} onCancel={onClose} />
      </Create>
    </NameModal>
  );
}

function EditModal({ declaration, id, onClose }: Props & { id: Identifier; onClose: () => void }) {
  const notify = useNotify();
  const { text } = useSimpleMasterTexts(declaration);
  const onSuccess = () => {
    notify('app.master.saved', { type: 'success' });
    onClose();
  };
  const onError = (error: unknown) => notify('app.master.saveError', { type: 'error', messageArgs: { reason: errorText(error) } });
  return (
    <NameModal title={text('action.editTitle', 'ra.action.edit')} onClose={onClose}>
      <Edit resource={declaration.name} id={id} mutationMode="pessimistic" {...inPlace} mutationOptions={{ onSuccess, onError }}>
        <NameForm declaration={declaration} onCancel={onClose} />
      </Edit>
    </NameModal>
  );
}

function NameModal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

function NameForm({ declaration, onCancel }: Props & { onCancel: () => void }) {
  const { nameLabel } = useSimpleMasterTexts(declaration);
  return (
    <Form resolver={schemaResolver(nameSchemaOf(declaration, nameLabel))} disableInvalidFormNotification noValidate>
      <NameInputs declaration={declaration} onCancel={onCancel} />
    </Form>
  );
}

/** The modal's body: the name, the existing names containing it, and Save, disabled on a duplicate. */
function NameInputs({ declaration, onCancel }: Props & { onCancel: () => void }) {
  const translate = useTranslate();
  const { text, nameLabel } = useSimpleMasterTexts(declaration);
  const suggestionsId = useId();
  const { nameSource } = declaration;
  const { isDuplicateName, suggestedNames } = duplicateNameGuard(nameSource);
  const editing = useRecordContext<SimpleMasterRecord>();
  const { data: existing = [] } = useListContext<SimpleMasterRecord>();
  const name = String(useWatch({ name: nameSource }) ?? '');
  const duplicate = isDuplicateName(name, existing, editing?.id);
  return (
    <>
      <DialogContent>
        <TextInput
          source={nameSource}
          label={nameLabel}
          variant="outlined"
          autoFocus
          fullWidth
          error={duplicate || undefined}
          helperText={duplicate ? text('action.duplicate', 'app.master.duplicateName') : undefined}
        />
        <FirstErrorToast />
        <Typography id={suggestionsId} component="h3" variant="subtitle2" sx={{ mt: 1 }}>
          {text('action.suggestions', 'app.master.existingNames')}
        </Typography>
        <List dense aria-labelledby={suggestionsId} sx={{ maxHeight: 200, overflowY: 'auto' }}>
          {suggestedNames(name, existing, editing?.id).map((suggestion) => (
            <ListItem key={suggestion} disableGutters>
              <ListItemText primary={`${suggestion} ${text('action.alreadyExists', 'app.master.alreadyExists')}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <SaveButton alwaysEnable={!duplicate} disabled={duplicate} />
      </DialogActions>
    </>
  );
}
