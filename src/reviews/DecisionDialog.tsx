/**
 * Asks for a decision's reason: picked from the owner's templates for that decision, or typed. Required for
 * request changes, reject and suspend (TRANSITIONS); optional otherwise.
 */
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { TRANSITIONS, type ReviewAction } from '../domain/review';

interface ReasonTemplate {
  id: number;
  action: ReviewAction;
  text: string;
}

export interface DecisionDialogProps {
  action: ReviewAction;
  /** Who the decision is for, shown in the title ("Reject 3 vendors", "Reject Murugan Stores"). */
  subject: string;
  open: boolean;
  pending?: boolean;
  onClose(): void;
  onConfirm(reason: string | undefined): void;
}

export function DecisionDialog({ action, subject, open, pending, onClose, onConfirm }: DecisionDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const { data: templates = [] } = useGetList<ReasonTemplate>(
    'reason-templates',
    { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'ASC' } },
    { enabled: open },
  );
  const needsReason = TRANSITIONS[action].needsReason;
  const missing = needsReason && reason.trim() === '';
  const titleId = `decision-${action}-title`;
  const confirm = () => {
    setTouched(true);
    if (!missing) onConfirm(reason.trim() || undefined);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {translate(`app.review.actions.${action}`)}: {subject}
      </DialogTitle>
      <DialogContent>
        <Autocomplete
          freeSolo
          options={templates.filter((template) => template.action === action).map((template) => template.text)}
          inputValue={reason}
          onInputChange={(_event, value) => setReason(value)}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              margin="dense"
              label={translate(needsReason ? 'app.review.reasonRequired' : 'app.review.reasonOptional')}
              required={needsReason}
              error={touched && missing}
              helperText={translate(touched && missing ? 'app.review.reasonMissing' : 'app.review.reasonHelp')}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={pending}>
          {translate(`app.review.actions.${action}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
