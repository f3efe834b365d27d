import { Box, Paper, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import type { VegetableCategoryRecord } from '../dataProvider/types';
import { BackLink } from '../master/BackLink';
import { categoryEditTexts } from '../master/EditImageItemDialog';
import { ImageItemCards } from '../master/ImageItemCards';
import { masterPaths } from '../master/paths';
import { QueryState } from '../master/QueryState';
import { ALL_RECORDS, retryUnlessClientError } from '../master/queryOptions';
import { SubcategoryAddForm } from '../master/SubcategoryAddForm';
import { vegetableCategoryItem } from '../master/toImageItems';
import { VegetableCategoryAddForm } from './VegetableCategoryAddForm';

/** Vegetable master screen: add a category or a subcategory, and the grid of category cards. */
export function VegetableCategoryList() {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<VegetableCategoryRecord>(
    'vegetableCategories',
    { pagination: ALL_RECORDS, sort: { field: 'id', order: 'ASC' } },
    { retry: retryUnlessClientError },
  );
  const items = data?.map(vegetableCategoryItem) ?? [];
  const title = translate('master.vegetable.title');

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <BackLink to={masterPaths.home} label="master.backToMaster" />
      <Typography component="h1" variant="h5" sx={{ my: 1 }}>
        {translate('master.vegetable.addTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <VegetableCategoryAddForm />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <SubcategoryAddForm resource="vegetableSubcategories" categories={items} withImage={false} />
        </Paper>
      </Box>
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {title}
      </Typography>
      <QueryState isPending={isPending} error={error} />
      {data && (
        <ImageItemCards
          resource="vegetableCategories"
          items={items}
          label={title}
          emptyText="master.vegetable.noCategories"
          linkTo={masterPaths.vegetableSubcategories}
          deletable
          editTexts={categoryEditTexts}
        />
      )}
    </Box>
  );
}
