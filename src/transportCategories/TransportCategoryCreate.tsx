import { useId } from 'react';
import { Dialog, DialogTitle } from '@mui/material';
import { Create, Form, useNotify, useTranslate } from 'react-admin';
import { errorText } from '../layout/errorText';
import { transportCategorySchema } from '../master/schemas';
import { schemaResolver } from '../vendors/schemaResolver';
import { TransportCategoryInputs } from './TransportCategoryInputs';

/** "Add Category" modal over the transport table. */
export function TransportCategoryCreate({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('resources.transportCategories.action.addTitle')}</DialogTitle>
      <Create
        resource="transportCategories"
        redirect={false}
        title={false}
        actions={false}
        component="div"
        sx={{ '& .RaCreate-main': { mt: 0 } }}
        mutationOptions={{
          onSuccess: () => {
            notify('resources.transportCategories.notifications.added', { type: 'success' });
            onClose();
          },
          onError: (error) =>
            notify('resources.transportCategories.notifications.addError', { type: 'error', messageArgs: { reason: errorText(error) } }),
        }}
      >
        <Form resolver={schemaResolver(transportCategorySchema)} disableInvalidFormNotification noValidate>
          <TransportCategoryInputs onCancel={onClose} />
        </Form>
      </Create>
    </Dialog>
  );
}
