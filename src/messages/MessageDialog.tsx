/**
 * The message to one vendor in a dialog, for an action the admin starts on purpose (a document reminder). After a
 * decision the message is offered without a dialog (MessagePanel.tsx). Nothing unless the backend offers
 * decisionMessages.
 */
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { MessageSubject } from '../domain/decisionMessages';
import { useCapabilities } from '../layout/useCapabilities';
import type { MessageVendor } from './decisionOffer';
import { MessageComposer } from './MessageComposer';

export type { MessageVendor } from './decisionOffer';

export interface MessageDialogProps {
  vendor: MessageVendor;
  about: MessageSubject;
  open: boolean;
  onClose(): void;
}

export function MessageDialog(props: MessageDialogProps) {
  const { has } = useCapabilities();
  return has('decisionMessages') && props.open ? <OpenMessageDialog {...props} /> : null;
}

function OpenMessageDialog({ vendor, about, onClose }: MessageDialogProps) {
  const translate = useTranslate();
  const titleId = `message-${vendor.user_id}-title`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.messages.title', { name: vendor.name })}</DialogTitle>
      <DialogContent>
        <MessageComposer vendor={vendor} about={about} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.messages.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
