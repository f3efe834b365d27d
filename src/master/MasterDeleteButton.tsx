import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DeleteWithConfirmButton, useNotify, type DeleteWithConfirmButtonProps } from 'react-admin';
import { errorText } from '../layout/errorText';

/** The confirmation of a master delete answers with "Delete" (react-admin's says "Confirm"). */
const deleteConfirmation = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    RaConfirm: { ...outer.components?.RaConfirm, defaultProps: { ...outer.components?.RaConfirm?.defaultProps, confirm: 'ra.action.delete' } },
  },
});

/**
 * react-admin's DeleteWithConfirmButton for master records: pessimistic, stays on the list, "Deleted" or
 * "Could not delete: <reason>" once the server answered.
 */
export function MasterDeleteButton(props: DeleteWithConfirmButtonProps) {
  const notify = useNotify();
  return (
    <ThemeProvider theme={deleteConfirmation}>
      <DeleteWithConfirmButton
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{
          onSuccess: () => notify('app.master.deleted', { type: 'success' }),
          onError: (error) => notify('app.master.deleteError', { type: 'error', messageArgs: { reason: errorText(error) } }),
        }}
        {...props}
      />
    </ThemeProvider>
  );
}
