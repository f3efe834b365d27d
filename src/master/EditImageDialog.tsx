import { useId } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Edit, Form, SaveButton, TextInput, useNotify, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import type { z } from 'zod';
import { errorText } from '../layout/errorText';
import { schemaResolver } from '../vendors/schemaResolver';
import { FirstErrorToast } from './FirstErrorToast';
import { inPlace } from './inPlace';
import { ReplaceImageButton } from './ReplaceImageButton';

export interface EditImageDialogProps {
  resource: string;
  id: Identifier;
  /** Sent with the read and the write: a subcategory's `{ categoryId }` picks its list. */
  meta?: Record<string, unknown>;
  nameSource: string;
  schema: z.ZodType;
  /** "Edit Category" with Save Changes, or "Edit Subcategory" with Save (SPEC section 2). */
  of: 'category' | 'subcategory';
  onClose: () => void;
}

const texts = {
  category: { title: 'app.master.editCategory', saveLabel: 'app.master.saveChanges' },
  subcategory: { title: 'app.master.editSubcategory', saveLabel: 'ra.action.save' },
};

// A stable object: react-admin resets the form whenever this prop changes identity.
const keepTypedValues = { keepDirtyValues: true };

/**
 * Edit modal of a category or subcategory card: react-admin's Edit (pessimistic, no redirect) renaming through
 * the data provider's update, kept open with the reason when the rename fails; Replace Image uploads at once.
 */
export function EditImageDialog({ resource, id, meta, nameSource, schema, of, onClose }: EditImageDialogProps) {
  const { title, saveLabel } = texts[of];
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <Edit
        resource={resource}
        id={id}
        queryOptions={{ meta }}
        mutationMode="pessimistic"
        mutationOptions={{
          meta,
          onSuccess: () => {
            notify('app.master.renamed', { type: 'success' });
            onClose();
          },
          onError: (error) =>
            notify(`resources.${resource}.notifications.renameError`, { type: 'error', messageArgs: { reason: errorText(error) } }),
        }}
        {...inPlace}
      >
        <Form resolver={schemaResolver(schema)} resetOptions={keepTypedValues} disableInvalidFormNotification noValidate>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <TextInput source={nameSource} variant="outlined" autoFocus fullWidth />
            <FirstErrorToast />
            <CurrentImage nameSource={nameSource} />
            <ReplaceImageButton resource={resource} meta={meta} nameSource={nameSource} onReplaced={onClose} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={saveLabel} alwaysEnable />
          </DialogActions>
        </Form>
      </Edit>
    </Dialog>
  );
}

function CurrentImage({ nameSource }: { nameSource: string }) {
  const translate = useTranslate();
  const record = useRecordContext<{ imageUrl?: string | null }>();
  return (
    <Box>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {translate('app.master.currentImage')}
      </Typography>
      {record?.imageUrl ? (
        <img src={record.imageUrl} alt={String((record as Record<string, unknown>)[nameSource] ?? '')} style={{ display: 'block', width: 160, height: 120, objectFit: 'cover', borderRadius: 4 }} />
      ) : (
        <Typography color="text.secondary">{translate('app.master.noImage')}</Typography>
      )}
    </Box>
  );
}
