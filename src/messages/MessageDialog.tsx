/**
 * Offers a vendor the message about a decision or a document (capability `decisionMessages`): the text in English
 * or Tamil, a wa.me link, SMS and e-mail texts to copy, and the phone's WhatsApp agreement. What the admin sends
 * by hand is recorded through the data provider, so it lands in the outbox and on the vendor's history.
 */
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { AppDataProvider } from '../dataProvider/types';
import { MESSAGE_LANGUAGES, composeMessage, type MessageChannel, type MessageLanguage, type MessageSubject } from '../domain/decisionMessages';
import { historyQueryKey } from '../audit/VendorTimeline';
import { errorText } from '../layout/errorText';
import { useCapabilities } from '../layout/useCapabilities';

export interface MessageVendor {
  kind: string;
  user_id: number;
  name: string;
  phoneNumber: string;
}

export interface MessageDialogProps {
  vendor: MessageVendor;
  about: MessageSubject;
  open: boolean;
  onClose(): void;
}

/** Nothing at all unless the backend offers decisionMessages. */
export function MessageDialog(props: MessageDialogProps) {
  const { has } = useCapabilities();
  return has('decisionMessages') && props.open ? <OfferedMessage {...props} /> : null;
}

const optInKey = (phone: string) => ['messages', 'optin', phone] as const;

function OfferedMessage({ vendor, about, onClose }: MessageDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  // The server records no language per vendor (docs/messages.md): the admin picks, English first.
  const [language, setLanguage] = useState<MessageLanguage>('en');
  const message = composeMessage({ language, name: vendor.name, phoneNumber: vendor.phoneNumber, about });
  const titleId = `message-${vendor.user_id}-title`;

  const record = useMutation({
    mutationFn: ({ channel, text }: { channel: MessageChannel; text: string }) =>
      dataProvider.recordVendorMessage({
        kind: vendor.kind,
        user_id: vendor.user_id,
        ...(message.phone ? { phone: message.phone } : {}),
        channel,
        language,
        topic: about.topic,
        text,
      }),
    onError: (error) => notify('app.messages.recordFailed', { type: 'error', messageArgs: { error: errorText(error) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyQueryKey(vendor.user_id) }),
  });

  const optIn = useQuery({
    queryKey: optInKey(message.phone ?? ''),
    queryFn: () => dataProvider.phoneOptIn(message.phone ?? ''),
    enabled: message.phone !== null,
  });
  const saveOptIn = useMutation({
    mutationFn: (optedIn: boolean) => dataProvider.setPhoneOptIn(message.phone ?? '', optedIn),
    onSuccess: (saved) => {
      queryClient.setQueryData(optInKey(saved.phone), saved);
      notify('app.messages.optInSaved', { type: 'success' });
    },
    onError: (error) => notify(errorText(error), { type: 'error' }),
  });

  const copy = async (channel: MessageChannel, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      notify('app.messages.copyFailed', { type: 'warning' });
      return;
    }
    record.mutate({ channel, text }, { onSuccess: () => notify('app.messages.copied', { type: 'success' }) });
  };
  const emailText = `${message.email.subject}\n\n${message.email.body}`;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.messages.title', { name: vendor.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={language}
            onChange={(_event, value: MessageLanguage | null) => value && setLanguage(value)}
            aria-label={translate('app.messages.language')}
          >
            {MESSAGE_LANGUAGES.map((code) => (
              <ToggleButton key={code} value={code} lang={code}>
                {translate(`app.messages.languages.${code}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField label={translate('app.messages.text')} value={message.text} multiline minRows={3} fullWidth slotProps={{ input: { readOnly: true } }} inputProps={{ lang: language }} />
          {message.whatsappUrl ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="contained"
                color="success"
                startIcon={<WhatsAppIcon />}
                href={message.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => record.mutate({ channel: 'whatsapp', text: message.text })}
              >
                {translate('app.messages.whatsapp')}
              </Button>
              <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy('sms', message.sms)}>
                {translate('app.messages.copySms')}
              </Button>
              <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy('email', emailText)}>
                {translate('app.messages.copyEmail')}
              </Button>
            </Stack>
          ) : (
            <Typography color="warning.main">{translate('app.messages.noPhone')}</Typography>
          )}
          {message.phone ? (
            <FormControlLabel
              control={
                <Switch
                  checked={optIn.data?.opted_in ?? false}
                  disabled={!optIn.data || saveOptIn.isPending}
                  onChange={(_event, checked) => saveOptIn.mutate(checked)}
                />
              }
              label={translate('app.messages.optIn')}
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.messages.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
