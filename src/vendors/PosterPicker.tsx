/** "Choose Poster": pick an image, preview it (Cancel / Upload), upload it as the vendor's poster. */
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { useNotify, useTranslate } from 'react-admin';
import type { VendorResource } from '../dataProvider/types';
import { IMAGE_ACCEPT, imageFileProblem } from './imageFile';
import { usePosterMessages } from './posterMessages';
import { usePosterSession } from './PosterSession';
import { useCustomMutation } from '../layout/useCustomMutation';
import { vendorQueryKeys } from './vendorQueryKeys';

export function PosterPicker({ resource, userId }: { resource: VendorResource; userId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const inputId = useId();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewUrl(file);
  const { markPosterChosen } = usePosterSession();
  const messages = usePosterMessages(resource);
  const upload = useCustomMutation<File>({
    run: (dataProvider, chosen) => dataProvider.uploadPoster(resource, userId, chosen),
    invalidate: [vendorQueryKeys.records(resource), vendorQueryKeys.images(resource, userId)],
    failureMessage: messages.failure,
    onSuccess: () => {
      markPosterChosen();
      setFile(null);
      notify(messages.success, { type: 'success' });
    },
  });

  const onPick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const problem = imageFileProblem(picked);
    if (problem) notify(problem, { type: 'error' });
    else setFile(picked);
  };

  return (
    <>
      <input ref={input} id={inputId} type="file" accept={IMAGE_ACCEPT} hidden onChange={onPick} data-testid="poster-input" />
      <Button startIcon={<ImageIcon />} onClick={() => input.current?.click()}>
        {translate('app.vendor.choosePoster')}
      </Button>
      <Dialog open={file !== null} onClose={() => setFile(null)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('app.vendor.posterPreview')}</DialogTitle>
        <DialogContent>
          {preview && <img src={preview} alt={translate('app.vendor.posterAlt')} style={{ maxWidth: '100%', maxHeight: 360, display: 'block' }} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setFile(null)}>{translate('app.vendor.cancel')}</Button>
          <Button variant="contained" disabled={upload.isPending} onClick={() => file && upload.mutate(file)}>
            {translate('app.vendor.upload')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** A data: URL of the picked file for the preview (CSP allows data: images), cleared when the file goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url;
}
