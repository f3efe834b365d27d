import { useId } from 'react';
import { Dialog, DialogTitle } from '@mui/material';
import { Edit, Form, useNotify, useTranslate, type Identifier } from 'react-admin';
import { errorText } from '../layout/errorText';
import { transportCategorySchema } from '../master/schemas';
import { schemaResolver } from '../vendors/schemaResolver';
import { TransportCategoryInputs } from './TransportCategoryInputs';

/** "Edit Category" modal: renames through PUT /transport/edit/category/{id} once the server answered. */
export function TransportCategoryEdit({ id, onClose }: { id: Identifier; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('resources.transportCategories.action.editTitle')}</DialogTitle>
      <Edit
        resource="transportCategories"
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        title={false}
        actions={false}
        component="div"
        sx={{ '& .RaEdit-main': { mt: 0 } }}
        mutationOptions={{
          onSuccess: () => {
            notify('app.master.saved', { type: 'success' });
            onClose();
          },
          onError: (error) => notify('app.master.saveError', { type: 'error', messageArgs: { reason: errorText(error) } }),
        }}
      >
        <Form resolver={schemaResolver(transportCategorySchema)} disableInvalidFormNotification noValidate>
          <TransportCategoryInputs onCancel={onClose} />
        </Form>
      </Edit>
    </Dialog>
  );
}
