import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { Form, SaveButton, TextInput, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { TransportCategoryRecord } from '../dataProvider/types';
import { FirstErrorToast } from '../master/FirstErrorToast';
import { transportCategorySchema } from '../master/schemas';
import { schemaResolver } from '../vendors/schemaResolver';
import { isDuplicateName, suggestedNames } from './duplicateName';

/** The add / edit modal around react-admin's Create or Edit. */
export function TransportCategoryModal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      {children}
    </Dialog>
  );
}

/** The form of both modals, validated by the shared transport category schema. */
export function TransportCategoryForm({ onCancel }: { onCancel: () => void }) {
  return (
    <Form resolver={schemaResolver(transportCategorySchema)} disableInvalidFormNotification noValidate>
      <TransportCategoryInputs onCancel={onCancel} />
    </Form>
  );
}

/**
 * The add / edit modal's body: the name, the existing names containing it marked "(Already Exists)", and Save,
 * disabled while the trimmed, case-insensitive name equals another category's (SPEC section 5).
 */
function TransportCategoryInputs({ onCancel }: { onCancel: () => void }) {
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
