import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImageResource } from '../dataProvider/types';
import { errorReason } from './errorReason';
import { ImageFileButton } from './ImageFileButton';
import type { ImageFileProblem } from './imageFile';
import { SelectedImageDialog } from './SelectedImageDialog';
import { useRename, useReplaceImage } from './useMasterMutations';

export interface ImageItem {
  id: number;
  name: string;
  imageUrl: string | null;
  imageName: string | null;
}

export interface EditImageItemTexts {
  title: string;
  nameLabel: string;
  emptyName: string;
  save: string;
}

/** Texts of the edit modal of a category card (vegetable and professional master screens). */
export const categoryEditTexts: EditImageItemTexts = {
  title: 'master.dialogs.editCategory',
  nameLabel: 'master.fields.categoryName',
  emptyName: 'master.validation.categoryName',
  save: 'master.actions.saveChanges',
};

/** Texts of the edit modal of a subcategory card. */
export const subcategoryEditTexts: EditImageItemTexts = {
  title: 'master.dialogs.editSubcategory',
  nameLabel: 'master.fields.subcategoryName',
  emptyName: 'master.validation.fillAllFields',
  save: 'master.actions.save',
};

interface EditImageItemDialogProps {
  resource: ImageResource;
  item: ImageItem;
  texts: EditImageItemTexts;
  onClose: () => void;
}

/**
 * Edit modal of a category or subcategory: rename (kept open with the reason when the rename fails) and
 * replace the image through the "Selected Image" preview; a successful upload closes the modal.
 */
export function EditImageItemDialog({ resource, item, texts, onClose }: EditImageItemDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const imageStatusId = useId();
  const [name, setName] = useState(item.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const [pickProblem, setPickProblem] = useState<ImageFileProblem | null>(null);
  const rename = useRename(resource);
  const replaceImage = useReplaceImage(resource);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setNameError(translate(texts.emptyName));
      return;
    }
    if (trimmed === item.name) {
      onClose();
      return;
    }
    setNameError(null);
    rename.mutate(
      { id: item.id, name: trimmed },
      { onSuccess: onClose, onError: (error) => setNameError(errorReason(error)) },
    );
  };

  const upload = () => {
    if (!picked) return;
    replaceImage.mutate(
      { id: item.id, file: picked, currentImage: item.imageName },
      {
        onSuccess: () => {
          setPicked(null);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={rename.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={save} noValidate>
        <DialogTitle id={titleId}>{translate(texts.title)}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField
            variant="outlined"
            label={translate(texts.nameLabel)}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
            error={nameError !== null}
            helperText={nameError ?? ' '}
            autoFocus
            fullWidth
            margin="dense"
          />
          <Box>
            <Typography variant="subtitle2" component="p" gutterBottom>
              {translate('master.fields.currentImage')}
            </Typography>
            {item.imageUrl ? (
              <img
                src={item.imageUrl}
                alt={item.name}
                style={{ display: 'block', width: 160, height: 120, objectFit: 'cover', borderRadius: 4 }}
              />
            ) : (
              <Typography color="text.secondary">{translate('master.fields.noImage')}</Typography>
            )}
          </Box>
          <Box>
            <ImageFileButton
              label={translate('master.actions.replaceImage')}
              describedBy={pickProblem ? imageStatusId : undefined}
              onSelect={(file) => {
                setPickProblem(null);
                setPicked(file);
              }}
              onProblem={setPickProblem}
              disabled={replaceImage.isPending}
            />
            {pickProblem && (
              <Alert severity="error" id={imageStatusId} sx={{ mt: 1 }}>
                {translate(pickProblem.message, pickProblem.args)}
              </Alert>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={rename.isPending}>
            {translate('master.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={rename.isPending}>
            {translate(texts.save)}
          </Button>
        </DialogActions>
      </form>
      {picked && (
        <SelectedImageDialog
          file={picked}
          uploading={replaceImage.isPending}
          onClose={() => setPicked(null)}
          onUpload={upload}
        />
      )}
    </Dialog>
  );
}
