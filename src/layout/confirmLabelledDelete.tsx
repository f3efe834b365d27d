/**
 * react-admin's delete buttons with a confirmation that answers "Delete": its Confirm says "Confirm", and the
 * admin's confirmations name the action they take (SPEC section 8's delete dialogs, the browser tests).
 * The admin theme's own RaConfirm settings (Cancel focused on opening) are kept.
 */
import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import {
  BulkDeleteWithConfirmButton,
  DeleteWithConfirmButton,
  type BulkDeleteWithConfirmButtonProps,
  type DeleteWithConfirmButtonProps,
} from 'react-admin';

const deleteConfirmation = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    RaConfirm: {
      ...outer.components?.RaConfirm,
      defaultProps: { ...outer.components?.RaConfirm?.defaultProps, confirm: 'ra.action.delete' },
    },
  },
});

function DeleteConfirmation({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={deleteConfirmation}>{children}</ThemeProvider>;
}

export function ConfirmLabelledDeleteButton(props: DeleteWithConfirmButtonProps) {
  return (
    <DeleteConfirmation>
      <DeleteWithConfirmButton {...props} />
    </DeleteConfirmation>
  );
}

export function ConfirmLabelledBulkDeleteButton(props: BulkDeleteWithConfirmButtonProps) {
  return (
    <DeleteConfirmation>
      <BulkDeleteWithConfirmButton {...props} />
    </DeleteConfirmation>
  );
}
