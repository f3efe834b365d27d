/**
 * The desk's answer to an open correction request (docs/privacy.md "Completing a correction"): the corrected account
 * fields (empty ones stay as they are), or a refusal with the reason the person reads in the portal. Either closes
 * the request's 90-day clock. Shown to the roles the declaration lets write (react-admin's canAccess).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { CORRECTABLE_FIELDS, type CorrectableField, type CorrectionAnswer as Answer, type CorrectionDecision } from '../domain/privacy';
import { useCustomMutation } from '../layout/useCustomMutation';
import type { PrivacyRequestRecord } from './record';

const empty = Object.fromEntries(CORRECTABLE_FIELDS.map((field) => [field, ''])) as Record<CorrectableField, string>;

export function CorrectionAnswer({ record }: { record: PrivacyRequestRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'privacyRequests', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [decision, setDecision] = useState<CorrectionDecision>('corrected');
  const [fields, setFields] = useState(empty);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useCustomMutation<Answer>({
    run: (provider, body) => provider.completeCorrection(record.id, body),
    invalidate: [['privacyRequests']],
    onSuccess: () => {
      setOpen(false);
      notify('app.privacyRequests.answer.done', { type: 'success' });
    },
    onFailure: (text) => setFailure(text),
  });
  if (!canAccess || record.kind !== 'correction' || record.state !== 'received') return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
    answer.mutate(decision === 'corrected' ? { decision, changes } : { decision, reason });
  };
  const titleId = `correction-answer-${record.id}`;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {translate('app.privacyRequests.answer.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{translate('app.privacyRequests.answer.title', { id: record.id })}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <RadioGroup
                aria-label={translate('app.privacyRequests.answer.decision')}
                value={decision}
                onChange={(event) => setDecision(event.target.value as CorrectionDecision)}
              >
                <FormControlLabel value="corrected" control={<Radio />} label={translate('app.privacyRequests.answer.corrected')} />
                <FormControlLabel value="refused" control={<Radio />} label={translate('app.privacyRequests.answer.refused')} />
              </RadioGroup>
              {decision === 'corrected' ? (
                CORRECTABLE_FIELDS.map((field) => (
                  <TextField
                    key={field}
                    id={`correction-${record.id}-${field}`}
                    label={translate(`app.privacyRequests.answer.fields.${field}`)}
                    helperText={translate('app.privacyRequests.answer.keepEmpty')}
                    value={fields[field]}
                    multiline={field === 'description'}
                    onChange={(event) => setFields({ ...fields, [field]: event.target.value })}
                  />
                ))
              ) : (
                <TextField
                  id={`correction-${record.id}-reason`}
                  required
                  multiline
                  minRows={3}
                  label={translate('app.privacyRequests.answer.reason')}
                  helperText={translate('app.privacyRequests.answer.reasonHint')}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              )}
              {failure && <Alert severity="error">{failure}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={answer.isPending}>
              {translate('app.privacyRequests.answer.submit')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
