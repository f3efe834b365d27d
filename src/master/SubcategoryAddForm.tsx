import { useState, type FormEvent } from 'react';
import { MenuItem, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { SubcategoryResource } from '../dataProvider/types';
import { AddForm } from './AddForm';
import { capitalise } from './imageFile';
import { ImagePickField } from './ImagePickField';
import { useCreateRecord } from './useMasterMutations';

export interface ParentOption {
  id: number;
  name: string;
}

interface SubcategoryAddFormProps {
  resource: SubcategoryResource;
  /** Parent choices; ignored when `fixedCategoryId` is given. */
  categories?: ParentOption[];
  fixedCategoryId?: number;
  /** Professional subcategories are created with their image (SPEC section 7). */
  withImage: boolean;
  onAdded?: () => void;
  /** id of a heading that names the form elsewhere (a dialog title); without it the form shows its own. */
  labelledBy?: string;
}

/** Adds a subcategory: name, parent and (for professionals) image, else "Please fill in all fields.". */
export function SubcategoryAddForm(props: SubcategoryAddFormProps) {
  const { resource, categories = [], fixedCategoryId, withImage, onAdded, labelledBy } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [categoryId, setCategoryId] = useState<number | ''>(fixedCategoryId ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const create = useCreateRecord(resource, {
    success: 'master.notifications.subcategoryAdded',
    failure: 'master.notifications.subcategoryAddError',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || categoryId === '' || (withImage && !image)) {
      setMissing(true);
      notify('master.validation.fillAllFields', { type: 'error' });
      return;
    }
    setMissing(false);
    const data: Record<string, unknown> = { subcategoryName: trimmed, categoryId };
    if (withImage && image) data.image = image;
    create.mutate(data, {
      onSuccess: () => {
        setName('');
        setImage(null);
        if (fixedCategoryId === undefined) setCategoryId('');
        onAdded?.();
      },
    });
  };

  const fieldError = (empty: boolean) => missing && empty;
  return (
    <AddForm title="master.actions.addSubcategory" onSubmit={submit} busy={create.isPending} labelledBy={labelledBy}>
      <TextField
        variant="outlined"
        label={translate('master.fields.subcategoryName')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldError(name.trim() === '')}
        helperText={fieldError(name.trim() === '') ? translate('master.validation.fillAllFields') : ' '}
        size="small"
      />
      {fixedCategoryId === undefined && (
        <TextField
          variant="outlined"
          select
          label={translate('master.fields.parentCategory')}
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value === '' ? '' : Number(event.target.value))}
          error={fieldError(categoryId === '')}
          helperText={fieldError(categoryId === '') ? translate('master.validation.fillAllFields') : ' '}
          size="small"
        >
          <MenuItem value="">{translate('master.fields.selectCategory')}</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.id} value={category.id}>
              {capitalise(category.name)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {withImage && <ImagePickField file={image} onChange={setImage} />}
      {withImage && fieldError(image === null) && (
        <Typography color="error" variant="caption">
          {translate('master.validation.fillAllFields')}
        </Typography>
      )}
    </AddForm>
  );
}
