import { useId, useState, type FormEvent } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useCreateRecord } from '../master/useMasterMutations';

/** Adds a vegetable category by name ("Please enter a category name." when empty). */
export function VegetableCategoryAddForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const headingId = useId();
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
    <Box component="form" onSubmit={submit} noValidate aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('master.actions.addCategory')}
      </Typography>
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
      <Box>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          {translate('master.actions.addCategory')}
        </Button>
      </Box>
    </Box>
  );
}
