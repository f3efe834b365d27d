import CallIcon from '@mui/icons-material/Call';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { callGreeting, telLink, whatsAppLink } from '../domain/callDesk';
import { WhatsAppButton } from '../messages/WhatsAppButton';

/** One-tap call and WhatsApp message (prefilled greeting) to the caller; nothing when the number is not a mobile. */
export function ContactLinks({ phone, name }: { phone: string; name: string | null }) {
  const translate = useTranslate();
  const tel = telLink(phone);
  const wa = whatsAppLink(phone, callGreeting(name));
  if (!tel || !wa) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" href={tel} startIcon={<CallIcon />}>
        {translate('app.callDesk.call')}
      </Button>
      <WhatsAppButton variant="outlined" url={wa} label={translate('app.callDesk.whatsApp')} />
    </Stack>
  );
}
