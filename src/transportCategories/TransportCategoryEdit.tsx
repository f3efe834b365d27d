import { Edit, useNotify, type Identifier } from 'react-admin';
import { errorText } from '../layout/errorText';
import { inPlace } from '../master/inPlace';
import { TransportCategoryForm, TransportCategoryModal } from './TransportCategoryInputs';

/** "Edit Category" modal: renames through PUT /transport/edit/category/{id} once the server answered. */
export function TransportCategoryEdit({ id, onClose }: { id: Identifier; onClose: () => void }) {
  const notify = useNotify();
  const onSuccess = () => {
    notify('app.master.saved', { type: 'success' });
    onClose();
  };
  const onError = (error: unknown) => notify('app.master.saveError', { type: 'error', messageArgs: { reason: errorText(error) } });
  return (
    <TransportCategoryModal title="resources.transportCategories.action.editTitle" onClose={onClose}>
      <Edit resource="transportCategories" id={id} mutationMode="pessimistic" {...inPlace} mutationOptions={{ onSuccess, onError }}>
        <TransportCategoryForm onCancel={onClose} />
      </Edit>
    </TransportCategoryModal>
  );
}
