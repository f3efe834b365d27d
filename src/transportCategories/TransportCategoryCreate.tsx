import { Create, useNotify } from 'react-admin';
import { errorText } from '../layout/errorText';
import { inPlace } from '../master/inPlace';
import { TransportCategoryForm, TransportCategoryModal } from './TransportCategoryInputs';

/** "Add Category" modal over the transport table. */
export function TransportCategoryCreate({ onClose }: { onClose: () => void }) {
  const notify = useNotify();
  const onSuccess = () => {
    notify('resources.transportCategories.notifications.added', { type: 'success' });
    onClose();
  };
  const onError = (error: unknown) =>
    notify('resources.transportCategories.notifications.addError', { type: 'error', messageArgs: { reason: errorText(error) } });
  return (
    <TransportCategoryModal title="resources.transportCategories.action.addTitle" onClose={onClose}>
      <Create resource="transportCategories" {...inPlace} mutationOptions={{ onSuccess, onError }}>
        <TransportCategoryForm onCancel={onClose} />
      </Create>
    </TransportCategoryModal>
  );
}
