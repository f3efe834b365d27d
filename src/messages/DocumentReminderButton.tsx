/** "Reminder" on an expiring or expired document: the message dialog with the document's reminder. */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { ExpiringDocument } from '../domain/compliance/documents';
import { useCapabilities } from '../layout/useCapabilities';
import { MessageDialog } from './MessageDialog';

export function DocumentReminderButton({ record }: { record: ExpiringDocument }) {
  const translate = useTranslate();
  const { has } = useCapabilities();
  const [open, setOpen] = useState(false);
  if (!has('decisionMessages')) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={<WhatsAppIcon />}
        onClick={() => setOpen(true)}
        aria-label={translate('app.messages.remindLabel', { name: record.name, document: record.label })}
      >
        {translate('app.messages.remind')}
      </Button>
      <MessageDialog
        open={open}
        onClose={() => setOpen(false)}
        vendor={{ kind: record.kind, user_id: record.user_id, name: record.name, phoneNumber: record.phoneNumber }}
        about={{ topic: 'document_reminder', document: record.label, date: record.expires_on, expired: record.state === 'expired' }}
      />
    </>
  );
}
