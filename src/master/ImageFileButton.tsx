import { useRef, type ChangeEvent } from 'react';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Button } from '@mui/material';
import { IMAGE_ACCEPT, imageFileProblem } from '../vendors/imageFile';

interface ImageFileButtonProps {
  label: string;
  onSelect: (file: File) => void;
  /** The i18n key of why the picked file was refused. */
  onProblem: (problem: string) => void;
  disabled?: boolean;
  /** id of the element describing the current choice or its error, for screen readers. */
  describedBy?: string;
}

/** A real button (keyboard and screen-reader friendly) that opens the file picker restricted to images. */
export function ImageFileButton({ label, onSelect, onProblem, disabled, describedBy }: ImageFileButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) onProblem(problem);
    else onSelect(file);
  };
  return (
    <>
      <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} disabled={disabled} aria-describedby={describedBy} onClick={() => inputRef.current?.click()}>
        {label}
      </Button>
      <input ref={inputRef} type="file" accept={IMAGE_ACCEPT} hidden onChange={handleChange} disabled={disabled} />
    </>
  );
}
