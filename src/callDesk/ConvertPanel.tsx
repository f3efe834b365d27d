import { useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Link as MuiLink, MenuItem, TextField, Typography } from '@mui/material';
import { PRIVACY_NOTICE, PRIVACY_NOTICE_VERSION, type PrivacyLanguage } from '../domain/privacy';
import { Link } from 'react-router-dom';
import { Confirm, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { CallDeskRecord } from '../dataProvider/customMethods';
import { VENDOR_KIND_DECLARATIONS } from '../domain/vendorKinds/index';
import { adminPaths } from '../layout/adminPaths';
import { useCustomMutation } from '../layout/useCustomMutation';
import { useAdminHref } from '../layout/useAdminHref';
import type { IssuedInvitation } from '../domain/portalInvitations';
import { DeskSection } from '../layout/DeskSection';
import { useCapabilities } from '../layout/useCapabilities';
import { InvitePanel } from './InvitePanel';
import { useCheckedField } from './useCheckedField';

const resourceOfKind = (kind: string | null) => VENDOR_KIND_DECLARATIONS.find((declaration) => declaration.kind === kind)?.resource;

/**
 * "Convert to application": the caller becomes an unverified vendor application of the chosen kind (the vendor
 * completes it in the portal); afterwards the panel links to the new vendor's page and offers the portal
 * invitation (the first link comes with the conversion).
 */
export function ConvertPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<CallDeskRecord>();
  const href = useAdminHref();
  const { canAccess } = useCanAccess({ resource: 'calldesk', action: 'edit' });
  const { value: kind, setError, fieldProps: kindField } = useCheckedField();
  const [confirming, setConfirming] = useState(false);
  const [invitation, setInvitation] = useState<IssuedInvitation | null>(null);
  const privacy = useCapabilities().has('privacy');
  const [noticeLanguage, setNoticeLanguage] = useState<PrivacyLanguage>('ta');
  const [reminders, setReminders] = useState(false);
  const convert = useCustomMutation({
    run: (dataProvider) => dataProvider.convertCallRequest(Number(record?.id), kind, privacy ? { noticeLanguage, reminders } : undefined),
    invalidate: [['calldesk']],
    onSuccess: (_none, answer) => {
      setConfirming(false);
      setInvitation(answer.invitation ?? null);
      notify('app.callDesk.converted', { type: 'success' });
    },
    onFailure: (text) => {
      setConfirming(false);
      setError(text);
    },
  });
  if (!record) return null;
  const vendorResource = resourceOfKind(record.vendor_kind);
  if (record.vendor_id && vendorResource) {
    return (
      <>
        <Typography>
          <MuiLink component={Link} to={href(adminPaths.show(vendorResource, record.vendor_id))}>
            {translate('app.callDesk.openApplication')}
          </MuiLink>
        </Typography>
        <InvitePanel issued={invitation} />
      </>
    );
  }
  if (!canAccess || record.state === 'closed') return null;
  const kindLabel = (name: string) => {
    const declaration = VENDOR_KIND_DECLARATIONS.find((d) => d.kind === name);
    return declaration ? translate(`resources.${declaration.resource}.name`, { smart_count: 1, _: declaration.labels.singular }) : name;
  };
  return (
    <DeskSection id="calldesk-convert" title={translate('app.callDesk.convert')}>
      {privacy && (
        <Box sx={{ mt: 1, maxWidth: '60rem' }}>
          <Typography variant="subtitle2">{translate('app.callDesk.noticeReadOut', { version: PRIVACY_NOTICE_VERSION })}</Typography>
          <TextField
            select
            size="small"
            label={translate('app.callDesk.noticeLanguage')}
            value={noticeLanguage}
            onChange={(event) => setNoticeLanguage(event.target.value === 'en' ? 'en' : 'ta')}
            sx={{ my: 1, minWidth: 160 }}
          >
            <MenuItem value="ta">{translate('app.callDesk.noticeIn.ta')}</MenuItem>
            <MenuItem value="en">{translate('app.callDesk.noticeIn.en')}</MenuItem>
          </TextField>
          <Typography lang={noticeLanguage} variant="body2" sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }} data-testid="notice-read-out">
            {PRIVACY_NOTICE[noticeLanguage].summary}
          </Typography>
          <FormControlLabel
            control={<Checkbox checked={reminders} onChange={(event) => setReminders(event.target.checked)} />}
            label={translate('app.callDesk.remindersAgreed')}
          />
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mt: 1 }}>
        <TextField
          select
          label={translate('app.callDesk.kind')}
          {...kindField}
          sx={{ minWidth: 200 }}
        >
          {VENDOR_KIND_DECLARATIONS.map((declaration) => (
            <MenuItem key={declaration.kind} value={declaration.kind}>
              {kindLabel(declaration.kind)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" disabled={!kind || convert.isPending} onClick={() => setConfirming(true)}>
          {translate('app.callDesk.convert')}
        </Button>
      </Box>
      <Confirm
        isOpen={confirming}
        loading={convert.isPending}
        title="app.callDesk.convertTitle"
        content="app.callDesk.convertContent"
        translateOptions={{ kind: kind ? kindLabel(kind) : '', phone: record.phone_number }}
        onConfirm={() => convert.mutate()}
        onClose={() => setConfirming(false)}
      />
    </DeskSection>
  );
}
