import { useId, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import type { ProfessionalCategoryRecord } from '../dataProvider/types';
import { BackLink } from '../master/BackLink';
import { categoryEditTexts } from '../master/EditImageItemDialog';
import { ImageItemCards } from '../master/ImageItemCards';
import { masterPaths } from '../master/paths';
import { QueryState } from '../master/QueryState';
import { TitleBar } from '../master/TitleBar';
import { ALL_RECORDS, retryUnlessClientError } from '../master/queryOptions';
import { SubcategoryAddForm } from '../master/SubcategoryAddForm';
import { professionalCategoryItem } from '../master/toImageItems';
import { ProfessionalCategoryAddForm } from './ProfessionalCategoryAddForm';

/** "Add Categories to Professionals": add a category, "+ Add" a subcategory, and the category cards. */
export function ProfessionalCategoryList() {
  const translate = useTranslate();
  const [addingSubcategory, setAddingSubcategory] = useState(false);
  const addSubcategoryTitleId = useId();
  const { data, isPending, error } = useGetList<ProfessionalCategoryRecord>(
    'professionalCategories',
    { pagination: ALL_RECORDS, sort: { field: 'id', order: 'ASC' } },
    { retry: retryUnlessClientError },
  );
  const items = data?.map(professionalCategoryItem) ?? [];
  const title = translate('master.professional.title');

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <BackLink to={masterPaths.home} label="master.backToMaster" />
      <TitleBar title={title}>
        <Button variant="contained" onClick={() => setAddingSubcategory(true)}>
          {translate('master.actions.plusAdd')}
        </Button>
      </TitleBar>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
        <ProfessionalCategoryAddForm />
      </Paper>
      <QueryState isPending={isPending} error={error} />
      {data && (
        <ImageItemCards
          resource="professionalCategories"
          items={items}
          label={title}
          emptyText="master.professional.noCategories"
          linkTo={masterPaths.professionalSubcategories}
          deletable
          editTexts={categoryEditTexts}
        />
      )}
      <Dialog open={addingSubcategory} onClose={() => setAddingSubcategory(false)} fullWidth maxWidth="xs" aria-labelledby={addSubcategoryTitleId}>
        <DialogTitle id={addSubcategoryTitleId}>{translate('master.actions.addSubcategory')}</DialogTitle>
        <DialogContent>
          <SubcategoryAddForm
            labelledBy={addSubcategoryTitleId}
            resource="professionalSubcategories"
            categories={items}
            withImage
            onAdded={() => setAddingSubcategory(false)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAddingSubcategory(false)}>{translate('master.actions.cancel')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
