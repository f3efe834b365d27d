import { useState, type ReactNode } from 'react';
import { Confirm, useDelete, useNotify, type RaRecord } from 'react-admin';
import { errorText } from '../layout/errorText';

interface DeleteRecordButtonProps {
  resource: string;
  record: RaRecord;
  /** The shown name, for the confirmation text. */
  name: string;
  /** i18n key of the confirmation's text (gets `%{name}`). */
  content: string;
  /** Renders the control that asks for the confirmation. */
  children: (ask: () => void) => ReactNode;
}

/** Delete behind a confirmation ("Delete category" with Cancel / Delete), through react-admin's useDelete. */
export function DeleteRecordButton({ resource, record, name, content, children }: DeleteRecordButtonProps) {
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('app.master.deleted', { type: 'success' }),
        onError: (error) => notify('app.master.deleteError', { type: 'error', messageArgs: { reason: errorText(error) } }),
        onSettled: () => setAsking(false),
      },
    );
  return (
    <>
      {children(() => setAsking(true))}
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="app.master.deleteCategoryTitle"
        content={content}
        translateOptions={{ name }}
        contentTranslateOptions={{ name }}
        confirm="ra.action.delete"
        onClose={() => setAsking(false)}
        onConfirm={confirm}
      />
    </>
  );
}
