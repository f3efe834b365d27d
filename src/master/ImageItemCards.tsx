import { useState } from 'react';
import { Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import type { ImageResource } from '../dataProvider/types';
import { CardGrid } from './CardGrid';
import { EditImageItemDialog, type EditImageItemTexts, type ImageItem } from './EditImageItemDialog';
import { ImageItemCard } from './ImageItemCard';
import { capitalise } from './imageFile';
import { useDeleteRecord, useSetActive } from './useMasterMutations';

export interface ImageListItem extends ImageItem {
  active: boolean;
}

interface ImageItemCardsProps {
  resource: ImageResource;
  items: ImageListItem[];
  label: string;
  emptyText: string;
  editTexts: EditImageItemTexts;
  /** Path the image of a card leads to; categories open their subcategories. */
  linkTo?: (id: number) => string;
  /** Categories can be deleted (behind a confirmation); subcategories cannot (SPEC section 7). */
  deletable?: boolean;
}

/** The grid of category or subcategory cards with their edit modal, delete confirmation and active toggle. */
export function ImageItemCards({ resource, items, label, emptyText, editTexts, linkTo, deletable }: ImageItemCardsProps) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<ImageItem | null>(null);
  const [deleting, setDeleting] = useState<ImageItem | null>(null);
  const setActive = useSetActive(resource);
  const deleteRecord = useDeleteRecord(resource);

  if (items.length === 0) return <Typography sx={{ mt: 2 }}>{translate(emptyText)}</Typography>;

  return (
    <>
      <CardGrid label={label}>
        {items.map((item) => (
          <ImageItemCard
            key={item.id}
            name={item.name}
            imageUrl={item.imageUrl}
            active={item.active}
            imageLinkTo={linkTo?.(item.id)}
            togglePending={setActive.isPending && setActive.variables?.id === item.id}
            onEdit={() => setEditing(item)}
            onDelete={deletable ? () => setDeleting(item) : undefined}
            onToggle={(active) => setActive.mutate({ id: item.id, active, name: capitalise(item.name) })}
          />
        ))}
      </CardGrid>
      {editing && (
        <EditImageItemDialog
          key={editing.id}
          resource={resource}
          item={editing}
          texts={editTexts}
          onClose={() => setEditing(null)}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={deleteRecord.isPending}
        title="master.dialogs.deleteCategoryTitle"
        content="master.dialogs.deleteCategoryContent"
        contentTranslateOptions={{ name: deleting ? capitalise(deleting.name) : '' }}
        confirm="master.actions.delete"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteRecord.mutate({ id: deleting.id }, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
