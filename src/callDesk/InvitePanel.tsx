import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useCanAccess, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { CallDeskRecord } from '../dataProvider/customMethods';
import { composeInvitation, invitationPagePath, type IssuedInvitation } from '../domain/portalInvitations';
import type { MessageLanguage } from '../domain/decisionMessages';
import { formatDate } from '../i18n';
import { useCustomMutation } from '../layout/useCustomMutation';
import { useCapabilities } from '../layout/useCapabilities';
import { WhatsAppButton } from '../messages/WhatsAppButton';
import { DeskSection } from '../layout/DeskSection';

/** The landing is served by the same origin as the admin (under /admin/). */
const absoluteLink = (token: string, language: MessageLanguage) => new URL(invitationPagePath(token, language), window.location.origin).href;

/**
 * "Invite to the portal" on a converted call request: the single-use link (the one made with the conversion, or a
 * new one), a copy button and a prefilled WhatsApp message in English or Tamil. The server keeps only the link's
 * hash, so a link shows once: after a reload, a new one is made (and the old one stops working).
 */
export function InvitePanel({ issued }: { issued?: IssuedInvitation | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<CallDeskRecord>();
  const { has } = useCapabilities();
  const { canAccess } = useCanAccess({ resource: 'calldesk', action: 'edit' });
  const [locale] = useLocaleState();
  const [language, setLanguage] = useState<MessageLanguage>(locale === 'ta' ? 'ta' : 'en');
  const [fresh, setFresh] = useState<IssuedInvitation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const issue = useCustomMutation({
    run: (dataProvider) => dataProvider.issuePortalInvitation(Number(record?.id)),
    invalidate: [['calldesk']],
    onSuccess: (_none, invitation) => {
      setFresh(invitation);
      setError(null);
      notify('app.callDesk.invite.issued', { type: 'success' });
    },
    onFailure: setError,
  });
  if (!record?.vendor_id || !has('portalInvitations') || !canAccess) return null;
  const invitation = fresh ?? issued ?? null;
  const link = invitation ? absoluteLink(invitation.token, language) : null;
  const message = invitation && link ? composeInvitation(language, invitation.name || record.caller_name || '', invitation.phone_number || record.phone_number, link) : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify('app.callDesk.invite.copied', { type: 'success' });
    } catch {
      notify('app.callDesk.invite.copyFailed', { type: 'warning' });
    }
  };
  return (
    <DeskSection id="calldesk-invite" title={translate('app.callDesk.invite.title')}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.callDesk.invite.intro')}
      </Typography>
      {invitation && link && message && (
        <Stack spacing={1} sx={{ mb: 1 }}>
          <RadioGroup row aria-label={translate('app.callDesk.invite.language')} value={language} onChange={(event) => setLanguage(event.target.value as MessageLanguage)}>
            <FormControlLabel value="en" control={<Radio />} label={translate('app.callDesk.invite.english')} />
            <FormControlLabel value="ta" control={<Radio />} label={translate('app.callDesk.invite.tamil')} />
          </RadioGroup>
          <TextField
            label={translate('app.callDesk.invite.link')}
            value={link}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invitation-link' } }}
            helperText={translate('app.callDesk.invite.expires', { date: formatDate(invitation.expires_at) })}
            fullWidth
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
              {translate('app.callDesk.invite.copy')}
            </Button>
            {message.whatsappUrl ? (
              <WhatsAppButton variant="outlined" url={message.whatsappUrl} label={translate('app.callDesk.invite.whatsapp')} />
            ) : (
              <Typography variant="body2">{translate('app.callDesk.invite.noWhatsapp')}</Typography>
            )}
          </Box>
        </Stack>
      )}
      <Button variant={invitation ? 'text' : 'contained'} disabled={issue.isPending} onClick={() => issue.mutate()}>
        {translate(invitation ? 'app.callDesk.invite.reissue' : 'app.callDesk.invite.issue')}
      </Button>
      {invitation && <Typography variant="body2">{translate('app.callDesk.invite.reissueHint')}</Typography>}
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </DeskSection>
  );
}
