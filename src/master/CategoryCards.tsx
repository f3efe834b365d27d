import type { ComponentType } from 'react';
import type { Identifier } from 'react-admin';
import { ImageCardGrid } from './ImageCardGrid';
import { MasterList } from './MasterPage';
import { subcategoriesOf, type SubcategoryKind } from './subcategories';

interface CategoryCardsProps {
  /** The area's subcategories: its categories' resource and name field come from it, and each card opens them. */
  kind: SubcategoryKind;
  title: string;
  Edit: ComponentType<{ id: Identifier; onClose: () => void }>;
}

/** An area's category cards (vegetable, professional): each deletable, editable in place, and opening its subcategories. */
export function CategoryCards({ kind, title, Edit }: CategoryCardsProps) {
  return (
    <MasterList resource={kind.categoryResource} title={title}>
      <ImageCardGrid
        nameSource={kind.categoryNameSource}
        label={title}
        linkTo={subcategoriesOf(kind)}
        deletable
        edit={(id, close) => <Edit id={id} onClose={close} />}
      />
    </MasterList>
  );
}
