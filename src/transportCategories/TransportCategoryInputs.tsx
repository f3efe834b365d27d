import { useId } from 'react';
import { Button, DialogActions, DialogContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { SaveButton, TextInput, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { TransportCategoryRecord } from '../dataProvider/types';
import { FirstErrorToast } from '../master/FirstErrorToast';
import { isDuplicateName, suggestedNames } from './duplicateName';

/**
 * The add / edit modal's body: the name, the existing names containing it marked "(Already Exists)", and Save,
 * disabled while the trimmed, case-insensitive name equals another category's (SPEC section 5).
 */
export function TransportCategoryInputs({ onCancel }: { onCancel: () => void }) {
  const translate = useTranslate();
  const suggestionsId = useId();
  const editing = useRecordContext<TransportCategoryRecord>();
  const { data: existing = [] } = useListContext<TransportCategoryRecord>();
  const name = String(useWatch({ name: 'vehicleCategory' }) ?? '');
  const duplicate = isDuplicateName(name, existing, editing?.id);
  return (
    <>
      <DialogContent>
        <TextInput
          source="vehicleCategory"
          variant="outlined"
          autoFocus
          fullWidth
          error={duplicate || undefined}
          helperText={duplicate ? 'resources.transportCategories.action.duplicate' : undefined}
        />
        <FirstErrorToast />
        <Typography id={suggestionsId} component="h3" variant="subtitle2" sx={{ mt: 1 }}>
          {translate('resources.transportCategories.action.suggestions')}
        </Typography>
        <List dense aria-labelledby={suggestionsId} sx={{ maxHeight: 200, overflowY: 'auto' }}>
          {suggestedNames(name, existing, editing?.id).map((suggestion) => (
            <ListItem key={suggestion} disableGutters>
              <ListItemText primary={`${suggestion} ${translate('resources.transportCategories.action.alreadyExists')}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <SaveButton alwaysEnable={!duplicate} disabled={duplicate} />
      </DialogActions>
    </>
  );
}
