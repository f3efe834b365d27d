import { useState, type FormEvent } from 'react';
import { TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { AddForm } from '../master/AddForm';
import { useCreateRecord } from '../master/useMasterMutations';

/** Adds a vegetable category by name ("Please enter a category name." when empty). */
export function VegetableCategoryAddForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateRecord('vegetableCategories', {
    success: 'master.notifications.categoryAdded',
    failure: 'master.notifications.categoryAddError',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setError(translate('master.validation.categoryName'));
      notify('master.validation.categoryName', { type: 'error' });
      return;
    }
    setError(null);
    create.mutate({ vegcategory: trimmed }, { onSuccess: () => setName('') });
  };

  return (
    <AddForm title="master.actions.addCategory" onSubmit={submit} busy={create.isPending}>
      <TextField
        variant="outlined"
        label={translate('master.fields.categoryName')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? ' '}
        size="small"
      />
    </AddForm>
  );
}
