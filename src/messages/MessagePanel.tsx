/**
 * The message offered after a decision (capability `decisionMessages`), on the page rather than in a dialog: an
 * admin working through a queue is not stopped by it, focus stays where it was, and a screen reader hears it
 * (role="status"). It stays until closed or until the next decision, also across the navigation an approval makes
 * (decisionOffer.ts), so the admin finds it on the queue or the next vendor. One vendor: the whole message
 * (MessageComposer). Several (a bulk decision): one WhatsApp link per vendor in that vendor's language, each
 * recorded when used. The layout shows it through DecisionMessagePanel (./DecisionMessagePanel.tsx), which loads
 * this module only once there is a message to offer.
 */
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { composeMessage, type MessageSubject } from '../domain/decisionMessages';
import { dismissMessages, type DecisionOffer, type MessageVendor } from './decisionOffer';
import { LanguageChoice, MessageComposer, useMessageLanguage, useRecordMessage } from './MessageComposer';
import { WhatsAppButton } from './WhatsAppButton';

export function OfferPanel({ offer }: { offer: DecisionOffer }) {
  const translate = useTranslate();
  const titleId = useId();
  const [single] = offer.vendors.length === 1 ? offer.vendors : [];
  const title = single
    ? translate(`app.messages.about.${offer.about.topic}`, { name: single.name })
    : translate(`app.messages.aboutMany.${offer.about.topic}`, { smart_count: offer.vendors.length });
  return (
    <Paper component="section" role="status" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, mb: 2, borderColor: 'success.main', borderWidth: 2 }}>
      <Typography id={titleId} component="p" variant="h6">
        {title}
      </Typography>
      {single ? (
        <MessageComposer vendor={single} about={offer.about} />
      ) : (
        <List dense aria-label={translate('app.messages.perVendor')}>
          {offer.vendors.map((vendor) => (
            <VendorLinkRow key={`${vendor.kind}:${vendor.user_id}`} vendor={vendor} about={offer.about} />
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button onClick={dismissMessages}>{translate('app.messages.done')}</Button>
      </Box>
    </Paper>
  );
}

function VendorLinkRow({ vendor, about }: { vendor: MessageVendor; about: MessageSubject }) {
  const translate = useTranslate();
  const { language, known, choose } = useMessageLanguage(vendor.user_id);
  const message = composeMessage({ language, name: vendor.name, phoneNumber: vendor.phoneNumber, about });
  const record = useRecordMessage(vendor, about);
  const [recorded, setRecorded] = useState(false);
  return (
    <ListItem disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Typography sx={{ minWidth: 180, fontWeight: 500 }}>{vendor.name}</Typography>
      <LanguageChoice language={language} known={known} onChange={choose} label={translate('app.messages.languageOf', { name: vendor.name })} />
      {message.whatsappUrl ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <WhatsAppButton
            size="small"
            variant="contained"
            color="success"
            url={message.whatsappUrl}
            label={translate('app.messages.whatsapp')}
            aria-label={translate('app.messages.whatsappTo', { name: vendor.name })}
            onClick={() => record.mutate({ channel: 'whatsapp', text: message.text, language, phone: message.phone }, { onSuccess: () => setRecorded(true) })}
          />
          {recorded && <Typography variant="body2">{translate('app.messages.recorded')}</Typography>}
        </Stack>
      ) : (
        <Typography variant="body2" color="warning.main">
          {translate('app.messages.noPhone')}
        </Typography>
      )}
    </ListItem>
  );
}
