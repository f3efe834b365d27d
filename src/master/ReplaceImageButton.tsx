import { useId, useState } from 'react';
import { Alert, Box } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import { errorText } from '../layout/errorText';
import { ImageFileButton } from './ImageFileButton';
import { SelectedImageDialog } from './SelectedImageDialog';

interface ReplaceImageButtonProps {
  resource: string;
  meta?: Record<string, unknown>;
  nameSource: string;
  /** Called after a successful upload when the admin has not typed a new name meanwhile. */
  onReplaced: () => void;
}

/**
 * Replace Image inside an edit form: the picked file is previewed as "Selected Image" (Close / Upload Image) and
 * uploaded at once through the data provider's update. SPEC section 8 closes the modal afterwards; a name the
 * admin typed and has not saved yet keeps it open, with the name, instead of being dropped.
 */
export function ReplaceImageButton({ resource, meta, nameSource, onReplaced }: ReplaceImageButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const problemId = useId();
  const record = useRecordContext();
  const { getValues } = useFormContext();
  const [picked, setPicked] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate();

  const upload = () => {
    if (!picked || !record) return;
    update(
      resource,
      { id: record.id, data: { image: picked }, previousData: record, meta },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.master.imageReplaced', { type: 'success' });
          setPicked(null);
          if (getValues(nameSource) === record[nameSource]) onReplaced();
        },
        onError: (error) => notify('app.master.imageError', { type: 'error', messageArgs: { reason: errorText(error) } }),
      },
    );
  };

  return (
    <Box>
      <ImageFileButton
        label={translate('app.master.replaceImage')}
        describedBy={problem ? problemId : undefined}
        onSelect={(file) => {
          setProblem(null);
          setPicked(file);
        }}
        onProblem={setProblem}
        disabled={isPending || !record}
      />
      {problem && (
        <Alert severity="error" id={problemId} sx={{ mt: 1 }}>
          {translate(problem)}
        </Alert>
      )}
      {picked && <SelectedImageDialog file={picked} uploading={isPending} onClose={() => setPicked(null)} onUpload={upload} />}
    </Box>
  );
}
