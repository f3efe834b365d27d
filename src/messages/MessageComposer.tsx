/**
 * The message to one vendor (capability `decisionMessages`): the text in English or Tamil, starting in the language
 * the vendor used in the portal when the server knows it (English otherwise), a wa.me link, SMS and e-mail texts to
 * copy, and the phone's WhatsApp agreement. What the admin sends by hand is recorded through the data provider, so
 * it lands in the outbox and on the vendor's history. Shown inside the decision panel and the reminder dialog.
 */
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, FormControlLabel, Stack, Switch, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { AppDataProvider } from '../dataProvider/types';
import { MESSAGE_LANGUAGES, composeMessage, type MessageChannel, type MessageLanguage, type MessageSubject } from '../domain/decisionMessages';
import { historyQueryKey } from '../audit/VendorTimeline';
import { useCustomMutation } from '../layout/useCustomMutation';
import type { MessageVendor } from './decisionOffer';
import { useDelivered } from './useDelivered';
import { WhatsAppButton } from './WhatsAppButton';

const optInKey = (phone: string) => ['messages', 'optin', phone] as const;
export const vendorLanguageKey = (userId: number) => ['messages', 'language', userId] as const;

/** The vendor's portal language, or null while loading, when unknown, or when the server cannot say. */
export function useVendorLanguage(userId: number): MessageLanguage | null {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: vendorLanguageKey(userId),
    queryFn: () => dataProvider.vendorLanguage(userId),
    retry: false,
    staleTime: 60_000,
  });
  return data?.language ?? null;
}

/** The language the message is in: the admin's pick, else the vendor's own, else English. */
export function useMessageLanguage(userId: number) {
  const known = useVendorLanguage(userId);
  const [chosen, setChosen] = useState<MessageLanguage | null>(null);
  return { language: chosen ?? known ?? 'en', known, choose: setChosen };
}

/** Records a message the admin sent by hand, on the vendor's history. */
export function useRecordMessage(vendor: MessageVendor, about: MessageSubject) {
  return useCustomMutation({
    run: (dataProvider, { channel, text, language, phone }: { channel: MessageChannel; text: string; language: MessageLanguage; phone: string | null }) =>
      dataProvider.recordVendorMessage({ kind: vendor.kind, user_id: vendor.user_id, ...(phone ? { phone } : {}), channel, language, topic: about.topic, text }),
    invalidate: [historyQueryKey(vendor.user_id)],
    invalidateOnFailure: true,
    failureMessage: 'app.messages.recordFailed',
  });
}

export function LanguageChoice({ language, known, onChange, label }: { language: MessageLanguage; known: MessageLanguage | null; onChange(language: MessageLanguage): void; label: string }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <ToggleButtonGroup exclusive size="small" value={language} onChange={(_event, value: MessageLanguage | null) => value && onChange(value)} aria-label={label}>
        {MESSAGE_LANGUAGES.map((code) => (
          <ToggleButton key={code} value={code} lang={code}>
            {translate(`app.messages.languages.${code}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {known && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.messages.vendorLanguage', { language: translate(`app.messages.languages.${known}`) })}
        </Typography>
      )}
    </Stack>
  );
}

export function MessageComposer({ vendor, about }: { vendor: MessageVendor; about: MessageSubject }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { language, known, choose } = useMessageLanguage(vendor.user_id);
  const message = composeMessage({ language, name: vendor.name, phoneNumber: vendor.phoneNumber, about });
  const delivered = useDelivered(vendor, about);
  const record = useRecordMessage(vendor, about);
  const recordAs = (channel: MessageChannel, text: string, options?: { onSuccess(): void }) =>
    record.mutate({ channel, text, language, phone: message.phone }, options);

  const optIn = useQuery({
    queryKey: optInKey(message.phone ?? ''),
    queryFn: () => dataProvider.phoneOptIn(message.phone ?? ''),
    enabled: message.phone !== null,
  });
  const saveOptIn = useCustomMutation({
    run: (provider, optedIn: boolean) => provider.setPhoneOptIn(message.phone ?? '', optedIn),
    onSuccess: (_optedIn, saved) => {
      queryClient.setQueryData(optInKey(saved.phone), saved);
      notify('app.messages.optInSaved', { type: 'success' });
    },
  });

  const copy = async (channel: MessageChannel, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      notify('app.messages.copyFailed', { type: 'warning' });
      return;
    }
    recordAs(channel, text, { onSuccess: () => notify('app.messages.copied', { type: 'success' }) });
  };
  const emailText = `${message.email.subject}\n\n${message.email.body}`;

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <LanguageChoice language={language} known={known} onChange={choose} label={translate('app.messages.language')} />
      <TextField label={translate('app.messages.text')} value={message.text} multiline minRows={3} fullWidth slotProps={{ input: { readOnly: true }, htmlInput: { lang: language } }} />
      {message.whatsappUrl ? (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {delivered ? (
            <Typography role="status" sx={{ alignSelf: 'center', fontWeight: 500, color: 'success.main' }}>
              {translate(`app.messages.sentOn.${delivered}`)}
            </Typography>
          ) : (
            <WhatsAppButton variant="contained" color="success" url={message.whatsappUrl} label={translate('app.messages.whatsapp')} onClick={() => recordAs('whatsapp', message.text)} />
          )}
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
          control={<Switch checked={optIn.data?.opted_in ?? false} disabled={!optIn.data || saveOptIn.isPending} onChange={(_event, checked) => saveOptIn.mutate(checked)} />}
          label={translate('app.messages.optIn')}
        />
      ) : null}
    </Stack>
  );
}
