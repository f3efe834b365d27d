import { useNotify, type DeleteWithConfirmButtonProps } from 'react-admin';
import { ConfirmLabelledDeleteButton } from '../layout/confirmLabelledDelete';
import { errorText } from '../layout/errorText';

/**
 * react-admin's DeleteWithConfirmButton for master records: pessimistic, stays on the list, "Deleted" or
 * "Could not delete: <reason>" once the server answered.
 */
export function MasterDeleteButton(props: DeleteWithConfirmButtonProps) {
  const notify = useNotify();
  return (
    <ConfirmLabelledDeleteButton
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => notify('app.master.deleted', { type: 'success' }),
        onError: (error) => notify('app.master.deleteError', { type: 'error', messageArgs: { reason: errorText(error) } }),
      }}
      {...props}
    />
  );
}
