/**
 * The one dialog that asks for a reason before an action: a decision on a vendor (with the owner's templates for
 * it), hiding a story, rejecting or waiving a document. The reason field is labelled, marked required where the
 * action needs one, and says what is missing in the field itself when the admin confirms without it.
 */
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, type ButtonProps } from '@mui/material';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** The field's label, e.g. "Reason (required)"; translated. */
  label: string;
  required: boolean;
  /** Under the field while nothing is wrong. */
  help?: string;
  /** In the field's error when a required reason is missing; a generic sentence when not given. */
  missing?: string;
  /** Texts offered to pick from (the field stays free to type); given, even empty while loading, the field is a combobox. */
  templates?: readonly string[];
  maxLength?: number;
  /** The confirming button's label. */
  confirm: string;
  confirmColor?: ButtonProps['color'];
  pending?: boolean;
  onClose(): void;
  /** The trimmed reason; undefined when an optional reason was left blank. */
  onConfirm(reason: string | undefined): void;
}

export function ReasonDialog(props: ReasonDialogProps) {
  // Each opening starts with an empty field.
  return props.open ? <OpenReasonDialog {...props} /> : null;
}

function OpenReasonDialog({ title, label, required, help, missing, templates, maxLength, confirm, confirmColor = 'primary', pending, onClose, onConfirm }: ReasonDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const blank = reason.trim() === '';
  const showError = tried && required && blank;
  const helperText = showError ? (missing ?? translate('app.reasonDialog.missing')) : help;
  const field = (extra: object = {}) => ({
    autoFocus: true,
    fullWidth: true,
    margin: 'dense' as const,
    label,
    required,
    error: showError,
    helperText,
    ...extra,
  });
  const submit = () => {
    setTried(true);
    if (required && blank) return;
    onConfirm(reason.trim() || undefined);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {templates ? (
          <Autocomplete
            freeSolo
            options={templates}
            inputValue={reason}
            onInputChange={(_event, value) => setReason(maxLength ? value.slice(0, maxLength) : value)}
            renderInput={(params) => <TextField {...params} {...field()} />}
          />
        ) : (
          <TextField
            {...field({ multiline: true, minRows: 2 })}
            value={reason}
            slotProps={maxLength ? { htmlInput: { maxLength } } : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color={confirmColor} onClick={submit} disabled={pending}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
