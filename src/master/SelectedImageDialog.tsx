import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

interface SelectedImageDialogProps {
  file: File;
  uploading: boolean;
  onClose: () => void;
  onUpload: () => void;
}

/** "Selected Image": preview of the picked file with Close and Upload Image (SPEC section 2). */
export function SelectedImageDialog({ file, uploading, onClose, onUpload }: SelectedImageDialogProps) {
  const translate = useTranslate();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <Dialog open onClose={uploading ? undefined : onClose} aria-labelledby="selected-image-title" maxWidth="xs" fullWidth>
      <DialogTitle id="selected-image-title">{translate('app.master.selectedImage')}</DialogTitle>
      <DialogContent>
        {previewUrl && (
          <img
            src={previewUrl}
            alt={translate('app.master.chosenFile', { name: file.name })}
            style={{ display: 'block', maxWidth: '100%', maxHeight: 300, margin: '0 auto', objectFit: 'contain' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={uploading}>
          {translate('ra.action.close')}
        </Button>
        <Button onClick={onUpload} variant="contained" disabled={uploading}>
          {translate('app.master.uploadImage')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
