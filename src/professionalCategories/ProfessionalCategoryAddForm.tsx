import { useState, type FormEvent } from 'react';
import { TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { AddForm } from '../master/AddForm';
import { ImagePickField } from '../master/ImagePickField';
import { useCreateRecord } from '../master/useMasterMutations';

/** Adds a professional category: name and image both required (SPEC section 5). */
export function ProfessionalCategoryAddForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const create = useCreateRecord('professionalCategories', {
    success: 'master.notifications.categoryAdded',
    failure: 'master.notifications.categoryAddError',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || !image) {
      setMissing(true);
      notify('master.validation.categoryNameAndImage', { type: 'error' });
      return;
    }
    setMissing(false);
    create.mutate(
      { professionalCategory: trimmed, image },
      {
        onSuccess: () => {
          setName('');
          setImage(null);
        },
      },
    );
  };

  return (
    <AddForm title="master.actions.addCategory" onSubmit={submit} busy={create.isPending}>
      <TextField
        variant="outlined"
        label={translate('master.fields.categoryName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={missing && name.trim() === ''}
        helperText={missing && name.trim() === '' ? translate('master.validation.categoryNameAndImage') : ' '}
        size="small"
      />
      <ImagePickField file={image} onChange={setImage} />
      {missing && !image && (
        <Typography color="error" variant="caption">
          {translate('master.validation.categoryNameAndImage')}
        </Typography>
      )}
    </AddForm>
  );
}
