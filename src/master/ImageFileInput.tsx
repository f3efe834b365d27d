import { useId, useState } from 'react';
import { Box, FormHelperText } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { ImageFileButton } from './ImageFileButton';

/** The image of an add form as a react-admin input: Choose Image, then the chosen file's name or the error. */
export function ImageFileInput({ source = 'image' }: { source?: string }) {
  const translate = useTranslate();
  const statusId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { field, fieldState } = useInput({ source, defaultValue: null });
  const file = field.value instanceof File ? field.value : null;
  const error = problem ? translate(problem) : fieldState.error?.message;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <ImageFileButton
        label={translate('app.master.chooseImage')}
        describedBy={statusId}
        onSelect={(picked) => {
          setProblem(null);
          field.onChange(picked);
        }}
        onProblem={(refused) => {
          setProblem(refused);
          field.onChange(null);
        }}
      />
      <FormHelperText id={statusId} error={Boolean(error)} sx={{ m: 0 }} aria-live="polite">
        {error ?? (file ? translate('app.master.chosenFile', { name: file.name }) : '')}
      </FormHelperText>
    </Box>
  );
}
