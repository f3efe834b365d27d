import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { adminPaths } from '../layout/adminPaths';
import { CategoryCards } from '../master/CategoryCards';
import { MasterPage } from '../master/MasterPage';
import { SubcategoryCreate, SubcategoryList } from '../master/subcategories';
import { vegetableSubcategoryKind } from '../vegetableSubcategories/kind';
import { VegetableCategoryCreate } from './VegetableCategoryCreate';
import { VegetableCategoryEdit } from './VegetableCategoryEdit';

/** Vegetable master screen: add a category or a subcategory, and the grid of category cards. */
export function VegetableCategoryList() {
  const translate = useTranslate();
  const title = translate('resources.vegetableCategories.action.title');
  return (
    <MasterPage heading={translate('resources.vegetableCategories.action.addTitle')} backTo={adminPaths.master} backLabel="app.master.backToMaster">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <VegetableCategoryCreate />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <SubcategoryCreate kind={vegetableSubcategoryKind} />
        </Paper>
      </Box>
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {title}
      </Typography>
      <CategoryCards kind={vegetableSubcategoryKind} title={title} Edit={VegetableCategoryEdit} />
    </MasterPage>
  );
}

/** /vegetableCategories/:categoryId/subcategories */
export const VegetableSubcategoryList = () => <SubcategoryList kind={vegetableSubcategoryKind} />;
