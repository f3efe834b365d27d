/**
 * The desk's answer to an open data request (docs/privacy.md "Completing a request"), one dialog whose fields follow
 * the answers the request's kind takes (PRIVACY_ANSWERS):
 * - a correction: the corrected account fields (empty ones stay as they are), or a refusal with the reason the
 *   person reads in the portal;
 * - an erasure received by one-time code: erased (the portal's own erasure, run by the server; only with a vendor
 *   account to erase: a buyer's is done at once when they verify) or refused with a reason;
 * - an open access request (the download now comes at once with a code): only refused, saying how to ask again.
 * Either closes the request's 90-day clock. Shown to the roles the declaration lets write (react-admin's canAccess).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { CORRECTABLE_FIELDS, PRIVACY_ANSWERS, type CorrectableField, type PrivacyAnswer, type PrivacyAnswerDecision, type PrivacyRequestKind } from '../domain/privacy';
import { useCustomMutation } from '../layout/useCustomMutation';
import type { PrivacyRequestRecord } from './record';

const DECISION_LABELS: Record<PrivacyAnswerDecision, string> = {
  corrected: 'app.privacyRequests.answer.corrected',
  erased: 'app.privacyRequests.requestAnswer.erased',
  refused: 'app.privacyRequests.answer.refused',
};
/** What the person is told of a refusal, and how: in the portal (a correction) or by message (a request by code). */
const REASON_HINTS: Record<PrivacyRequestKind, string> = {
  correction: 'app.privacyRequests.answer.reasonHint',
  erasure: 'app.privacyRequests.requestAnswer.reasonHint',
  access: 'app.privacyRequests.requestAnswer.accessHint',
};

const noCorrections = Object.fromEntries(CORRECTABLE_FIELDS.map((field) => [field, ''])) as Record<CorrectableField, string>;

export function RequestAnswer({ record }: { record: PrivacyRequestRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'privacyRequests', action: 'edit' });
  const kind = record.kind as PrivacyRequestKind;
  const offered = (PRIVACY_ANSWERS[kind] ?? []).filter((d) => d !== 'erased' || record.vendor_id !== null);
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState<PrivacyAnswerDecision>(offered[0] ?? 'refused');
  const [fields, setFields] = useState(noCorrections);
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
  if (!canAccess || record.state !== 'received' || offered.length === 0) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (decision === 'corrected') answer.mutate({ decision, changes: Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== '')) });
    else answer.mutate(decision === 'erased' ? { decision } : { decision, reason });
  };
  const idOf = (part: string) => `request-answer-${record.id}${part}`;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {translate('app.privacyRequests.answer.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={idOf('')} fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={idOf('')}>{translate(`app.privacyRequests.requestAnswer.title.${kind}`, { id: record.id })}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {offered.length > 1 && (
                <RadioGroup aria-label={translate('app.privacyRequests.answer.decision')} value={decision} onChange={(event) => setDecision(event.target.value as PrivacyAnswerDecision)}>
                  {offered.map((d) => (
                    <FormControlLabel key={d} value={d} control={<Radio />} label={translate(DECISION_LABELS[d])} />
                  ))}
                </RadioGroup>
              )}
              {decision === 'erased' && <Alert severity="warning">{translate('app.privacyRequests.requestAnswer.eraseWarning')}</Alert>}
              {decision === 'corrected' &&
                CORRECTABLE_FIELDS.map((field) => (
                  <TextField
                    key={field}
                    id={idOf(`-${field}`)}
                    label={translate(`app.privacyRequests.answer.fields.${field}`)}
                    helperText={translate('app.privacyRequests.answer.keepEmpty')}
                    value={fields[field]}
                    multiline={field === 'description'}
                    onChange={(event) => setFields({ ...fields, [field]: event.target.value })}
                  />
                ))}
              {decision === 'refused' && (
                <TextField
                  id={idOf('-reason')}
                  required
                  multiline
                  minRows={3}
                  label={translate('app.privacyRequests.answer.reason')}
                  helperText={translate(REASON_HINTS[kind])}
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
