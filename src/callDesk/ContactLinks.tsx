import CallIcon from '@mui/icons-material/Call';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { callGreeting } from '../domain/callDesk';
import { telLink, whatsappLink } from '../domain/phone';
import { WhatsAppButton } from '../messages/WhatsAppButton';

/**
 * One-tap call and WhatsApp message (prefilled greeting) to the caller: a landline gets the call alone (WhatsApp needs a
 * mobile), a number that cannot be dialled gets nothing.
 */
export function ContactLinks({ phone, name }: { phone: string; name: string | null }) {
  const translate = useTranslate();
  const tel = telLink(phone);
  const wa = whatsappLink(phone, callGreeting(name));
  if (!tel) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" href={tel} startIcon={<CallIcon />}>
        {translate('app.callDesk.call')}
      </Button>
      {wa ? <WhatsAppButton variant="outlined" url={wa} label={translate('app.callDesk.whatsApp')} /> : null}
    </Stack>
  );
}
