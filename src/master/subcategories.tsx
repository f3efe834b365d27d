/**
 * The vegetable and professional subcategories work alike: each resource folder declares a SubcategoryKind, and
 * these screens (add form, edit modal, the deep-linkable list of one category's subcategories) derive from it.
 */

import { Paper } from '@mui/material';
import { ReferenceInput, SelectInput, TextInput, useGetOne, useParams, useTranslate, type Identifier } from 'react-admin';
import type { z } from 'zod';
import { adminPaths } from '../layout/adminPaths';
import { subcategoriesPath } from './subcategoryPath';
import { EditImageDialog } from './EditImageDialog';
import { capitalise } from './ImageCard';
import { ImageCardGrid } from './ImageCardGrid';
import { ImageFileInput } from './ImageFileInput';
import { MasterCreate } from './MasterCreate';
import { MasterList, MasterPage } from './MasterPage';
import { retryUnlessClientError } from './queryOptions';
import { subcategoryRenameSchema } from './schemas';

export interface SubcategoryKind {
  resource: string;
  categoryResource: string;
  /** The parent category's name field (vegcategory, professionalCategory). */
  categoryNameSource: string;
  createSchema: z.ZodType;
  /** Professional subcategories are created with their image (SPEC section 7). */
  withImage: boolean;
}

interface SubcategoryCreateProps {
  kind: SubcategoryKind;
  /** The parent when the screen already names it; otherwise the form has a parent picker. */
  categoryId?: Identifier;
  labelledBy?: string;
  onCreated?: () => void;
}

/** "Add Subcategory": name, parent and (professionals) image, else "Please fill in all fields.". */
export function SubcategoryCreate({ kind, categoryId, labelledBy, onCreated }: SubcategoryCreateProps) {
  return (
    <MasterCreate
      resource={kind.resource}
      title="app.master.addSubcategory"
      schema={kind.createSchema}
      defaultValues={categoryId === undefined ? undefined : { categoryId }}
      labelledBy={labelledBy}
      onCreated={onCreated}
    >
      <TextInput source="subcategoryName" variant="outlined" size="small" />
      {categoryId === undefined && (
        <ReferenceInput source="categoryId" reference={kind.categoryResource} sort={{ field: 'id', order: 'ASC' }} perPage={10_000}>
          <SelectInput
            label={`resources.${kind.resource}.fields.categoryId`}
            optionText={(category: Record<string, unknown>) => capitalise(String(category[kind.categoryNameSource] ?? ''))}
            emptyText="app.master.selectCategory"
            variant="outlined"
            size="small"
            sx={{ minWidth: 220 }}
          />
        </ReferenceInput>
      )}
      {kind.withImage && <ImageFileInput />}
    </MasterCreate>
  );
}

export function SubcategoryEdit({ kind, id, categoryId, onClose }: { kind: SubcategoryKind; id: Identifier; categoryId: Identifier; onClose: () => void }) {
  return (
    <EditImageDialog
      resource={kind.resource}
      id={id}
      meta={{ categoryId }}
      nameSource="subcategoryName"
      schema={subcategoryRenameSchema}
      of="subcategory"
      onClose={onClose}
    />
  );
}

/** Subcategories of the category named in the URL (`:categoryId`), so the screen survives reloads and links. */
export function SubcategoryList({ kind }: { kind: SubcategoryKind }) {
  const translate = useTranslate();
  const categoryId = Number(useParams<{ categoryId: string }>().categoryId);
  const category = useGetOne(kind.categoryResource, { id: categoryId }, { retry: retryUnlessClientError });
  const name = category.data ? capitalise(String(category.data[kind.categoryNameSource] ?? '')) : `#${categoryId}`;
  const title = translate(`resources.${kind.resource}.action.title`, { name });
  const filter = { categoryId };
  return (
    <MasterPage heading={title} backTo={`/${kind.categoryResource}`}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
        <SubcategoryCreate kind={kind} categoryId={categoryId} />
      </Paper>
      <MasterList resource={kind.resource} title={title} filter={filter} queryOptions={{ retry: retryUnlessClientError, meta: filter }}>
        <ImageCardGrid
          nameSource="subcategoryName"
          label={title}
          meta={filter}
          edit={(id, close) => <SubcategoryEdit kind={kind} id={id} categoryId={categoryId} onClose={close} />}
        />
      </MasterList>
    </MasterPage>
  );
}

export { subcategoriesPath };
export const subcategoriesOf = (kind: SubcategoryKind) => (id: Identifier) => adminPaths.subcategories(kind.categoryResource, id);

