import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper } from '@mui/material';
import { useTranslate } from 'react-admin';
import { adminPaths } from '../layout/adminPaths';
import { CategoryCards } from '../master/CategoryCards';
import { MasterPage } from '../master/MasterPage';
import { SubcategoryCreate, SubcategoryList } from '../master/subcategories';
import { professionalSubcategoryKind } from '../professionalSubcategories/kind';
import { ProfessionalCategoryCreate } from './ProfessionalCategoryCreate';
import { ProfessionalCategoryEdit } from './ProfessionalCategoryEdit';

/** "Add Categories to Professionals": add a category, "+ Add" a subcategory, and the category cards. */
export function ProfessionalCategoryList() {
  const translate = useTranslate();
  const [addingSubcategory, setAddingSubcategory] = useState(false);
  const addSubcategoryTitleId = useId();
  const title = translate('resources.professionalCategories.action.title');
  const plusAdd = (
    <Button variant="contained" onClick={() => setAddingSubcategory(true)}>
      {translate('app.master.plusAdd')}
    </Button>
  );
  return (
    <MasterPage heading={title} action={plusAdd} backTo={adminPaths.master} backLabel="app.master.backToMaster">
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
        <ProfessionalCategoryCreate />
      </Paper>
      <CategoryCards kind={professionalSubcategoryKind} title={title} Edit={ProfessionalCategoryEdit} />
      <Dialog open={addingSubcategory} onClose={() => setAddingSubcategory(false)} fullWidth maxWidth="xs" aria-labelledby={addSubcategoryTitleId}>
        <DialogTitle id={addSubcategoryTitleId}>{translate('app.master.addSubcategory')}</DialogTitle>
        <DialogContent>
          <SubcategoryCreate kind={professionalSubcategoryKind} labelledBy={addSubcategoryTitleId} onCreated={() => setAddingSubcategory(false)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAddingSubcategory(false)}>{translate('ra.action.cancel')}</Button>
        </DialogActions>
      </Dialog>
    </MasterPage>
  );
}

/** /professionalCategories/:categoryId/subcategories */
export const ProfessionalSubcategoryList = () => <SubcategoryList kind={professionalSubcategoryKind} />;
