import { Box, Paper, Typography } from '@mui/material';
import { Title, useGetList, useGetOne, useParams, useTranslate } from 'react-admin';
import type { CategoryResource, SubcategoryRecord, SubcategoryResource } from '../dataProvider/types';
import { BackLink } from './BackLink';
import { subcategoryEditTexts } from './EditImageItemDialog';
import { capitalise } from './imageFile';
import { ImageItemCards } from './ImageItemCards';
import { QueryState } from './QueryState';
import { ALL_RECORDS, retryUnlessClientError } from './queryOptions';
import { SubcategoryAddForm } from './SubcategoryAddForm';
import { subcategoryItem } from './toImageItems';

interface SubcategoryScreenProps {
  resource: SubcategoryResource;
  categoryResource: CategoryResource;
  categoryName: (category: Record<string, unknown>) => string;
  backTo: string;
  titleKey: string;
  emptyKey: string;
  withImage: boolean;
}

/** Subcategories of the category named in the URL (`:categoryId`), so the screen survives reloads and links. */
export function SubcategoryScreen(props: SubcategoryScreenProps) {
  const { resource, categoryResource, categoryName, backTo, titleKey, emptyKey, withImage } = props;
  const translate = useTranslate();
  const categoryId = Number(useParams<{ categoryId: string }>().categoryId);
  const category = useGetOne(
    categoryResource,
    { id: categoryId },
    { enabled: Number.isInteger(categoryId), retry: retryUnlessClientError },
  );
  const subcategories = useGetList<SubcategoryRecord>(
    resource,
    { filter: { categoryId }, pagination: ALL_RECORDS, sort: { field: 'id', order: 'ASC' } },
    { retry: retryUnlessClientError },
  );
  const name = category.data ? capitalise(categoryName(category.data)) : `#${categoryId}`;
  const title = translate(titleKey, { name });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <BackLink to={backTo} />
      <Typography component="h1" variant="h5" sx={{ my: 1 }}>
        {title}
      </Typography>
      <QueryState isPending={category.isPending} error={category.error} />
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
        <SubcategoryAddForm resource={resource} fixedCategoryId={categoryId} withImage={withImage} />
      </Paper>
      <QueryState isPending={subcategories.isPending} error={subcategories.error} />
      {subcategories.data && (
        <ImageItemCards
          resource={resource}
          items={subcategories.data.map(subcategoryItem)}
          label={title}
          emptyText={emptyKey}
          editTexts={subcategoryEditTexts}
        />
      )}
    </Box>
  );
}
