import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TransportCategoryRecord } from '../dataProvider/types';
import { errorReason } from '../master/errorReason';
import { useCreateRecord, useUpdateRecord } from '../master/useMasterMutations';
import { isDuplicateName, suggestedNames } from './duplicateName';

interface TransportCategoryDialogProps {
  /** The category being edited, or null to add one. */
  editing: TransportCategoryRecord | null;
  existing: readonly TransportCategoryRecord[];
  onClose: () => void;
}

/** Add or edit a transport category; existing names are listed "(Already Exists)" and block Save. */
export function TransportCategoryDialog({ editing, existing, onClose }: TransportCategoryDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const suggestionsId = useId();
  const [name, setName] = useState(editing?.vehicleCategory ?? '');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateRecord('transportCategories', {
    success: 'master.notifications.categoryAdded',
    failure: 'master.notifications.categoryAddError',
  });
  const update = useUpdateRecord('transportCategories');
  const pending = create.isPending || update.isPending;
  const duplicate = isDuplicateName(name, existing, editing?.id);
  const suggestions = suggestedNames(name, existing, editing?.id);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(translate('master.validation.categoryName'));
      return;
    }
    if (duplicate) return;
    const options = { onSuccess: onClose, onError: (failure: unknown) => setError(errorReason(failure)) };
    if (editing) update.mutate({ previousData: editing, data: { vehicleCategory: trimmed } }, options);
    else create.mutate({ vehicleCategory: trimmed }, options);
  };

  const helperText = duplicate ? translate('master.transport.duplicate') : (error ?? ' ');
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={save} noValidate>
        <DialogTitle id={titleId}>
          {translate(editing ? 'master.transport.editTitle' : 'master.transport.addTitle')}
        </DialogTitle>
        <DialogContent>
          <TextField
            variant="outlined"
            label={translate('master.fields.categoryName')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={duplicate || error !== null}
            helperText={helperText}
            autoFocus
            fullWidth
            margin="dense"
          />
          <Typography id={suggestionsId} component="h3" variant="subtitle2" sx={{ mt: 1 }}>
            {translate('master.transport.suggestions')}
          </Typography>
          <List dense aria-labelledby={suggestionsId} sx={{ maxHeight: 200, overflowY: 'auto' }}>
            {suggestions.map((suggestion) => (
              <ListItem key={suggestion} disableGutters>
                <ListItemText primary={`${suggestion} ${translate('master.transport.alreadyExists')}`} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate('master.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending || duplicate}>
            {translate('master.actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
