/**
 * Asks for a decision's reason: picked from the owner's templates for that decision, or typed. Required for
 * request changes, reject and suspend (TRANSITIONS); optional otherwise.
 */
import { useState } from 'react';
import { useGetList } from 'react-admin';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { TRANSITIONS, type ReviewAction } from '../domain/review';
import { ACTION_LABELS } from './messages';

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
        {ACTION_LABELS[action]}: {subject}
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
              label={needsReason ? 'Reason (required)' : 'Reason (optional)'}
              required={needsReason}
              error={touched && missing}
              helperText={touched && missing ? 'A reason is required for this decision' : 'Pick a template or type the reason'}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={confirm} disabled={pending}>
          {ACTION_LABELS[action]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
