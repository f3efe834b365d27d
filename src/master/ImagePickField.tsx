import { useId, useState } from 'react';
import { Box, FormHelperText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ImageFileButton } from './ImageFileButton';
import type { ImageFileProblem } from './imageFile';

interface ImagePickFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  label?: string;
  disabled?: boolean;
}

/** An image chooser for add forms: the picker, the chosen file's name or why the file was refused. */
export function ImagePickField({ file, onChange, label = 'master.actions.chooseImage', disabled }: ImagePickFieldProps) {
  const translate = useTranslate();
  const statusId = useId();
  const [problem, setProblem] = useState<ImageFileProblem | null>(null);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <ImageFileButton
        label={translate(label)}
        describedBy={statusId}
        disabled={disabled}
        onSelect={(picked) => {
          setProblem(null);
          onChange(picked);
        }}
        onProblem={(refused) => {
          setProblem(refused);
          onChange(null);
        }}
      />
      <FormHelperText id={statusId} error={problem !== null} sx={{ m: 0 }} aria-live="polite">
        {problem ? translate(problem.message, problem.args) : file ? translate('master.image.chosen', { name: file.name }) : ''}
      </FormHelperText>
    </Box>
  );
}
