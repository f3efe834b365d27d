/**
 * The desk's answer to an open erasure or access request (docs/privacy.md "Completing a request"): an erasure received
 * by one-time code is erased (the portal's own erasure, run by the server) or refused with a reason; an open access
 * request (the download now comes at once with a code) can only be refused, saying how to ask again. The answers each
 * kind takes come from PRIVACY_ANSWERS. Shown to the roles the declaration lets write (react-admin's canAccess).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { PRIVACY_ANSWERS, type PrivacyAnswer, type PrivacyRequestKind } from '../domain/privacy';
import { useCustomMutation } from '../layout/useCustomMutation';
import type { PrivacyRequestRecord } from './record';

type Decision = 'erased' | 'refused';
const ANSWERED_HERE: readonly PrivacyRequestKind[] = ['erasure', 'access'];

export function RequestAnswer({ record }: { record: PrivacyRequestRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'privacyRequests', action: 'edit' });
  const kind = record.kind as PrivacyRequestKind;
  const decisions = (PRIVACY_ANSWERS[kind] ?? []).filter((d): d is Decision => d === 'erased' || d === 'refused');
  // An erasure needs a vendor account to erase (a buyer's is done at once when they verify).
  const offered = decisions.filter((d) => d !== 'erased' || record.vendor_id !== null);
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState<Decision>(offered[0] ?? 'refused');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useCustomMutation<PrivacyAnswer>({
    run: (provider, body) => provider.answerPrivacyRequest(record.id, body),
    invalidate: [['privacyRequests']],
    onSuccess: () => {
      setOpen(false);
      notify('app.privacyRequests.answer.done', { type: 'success' });
    },
    onFailure: (text) => setFailure(text),
  });
  if (!canAccess || !ANSWERED_HERE.includes(kind) || record.state !== 'received' || offered.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    answer.mutate(decision === 'erased' ? { decision } : { decision, reason });
  };
  const titleId = `request-answer-${record.id}`;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {translate('app.privacyRequests.answer.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{translate(`app.privacyRequests.requestAnswer.title.${kind}`, { id: record.id })}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {offered.length > 1 && (
                <RadioGroup aria-label={translate('app.privacyRequests.answer.decision')} value={decision} onChange={(event) => setDecision(event.target.value as Decision)}>
                  {offered.map((d) => (
                    <FormControlLabel key={d} value={d} control={<Radio />} label={translate(`app.privacyRequests.requestAnswer.${d}`)} />
                  ))}
                </RadioGroup>
              )}
              {decision === 'erased' ? (
                <Alert severity="warning">{translate('app.privacyRequests.requestAnswer.eraseWarning')}</Alert>
              ) : (
                <TextField
                  id={`request-answer-${record.id}-reason`}
                  required
                  multiline
                  minRows={3}
                  label={translate('app.privacyRequests.answer.reason')}
                  helperText={translate(kind === 'access' ? 'app.privacyRequests.requestAnswer.accessHint' : 'app.privacyRequests.requestAnswer.reasonHint')}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
              {failure && <Alert severity="error">{failure}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" color={decision === 'erased' ? 'error' : 'primary'} disabled={answer.isPending}>
              {translate(decision === 'erased' ? 'app.privacyRequests.requestAnswer.eraseSubmit' : 'app.privacyRequests.answer.submit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
