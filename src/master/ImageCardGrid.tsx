import { useState, type ReactNode } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useListContext, useResourceContext, useTranslate, type Identifier } from 'react-admin';
import { ImageCard, type ImageCardRecord } from './ImageCard';

interface ImageCardGridProps {
  nameSource: string;
  /** Accessible name of the grid (the screen's title). */
  label: string;
  meta?: Record<string, unknown>;
  /** Path the image of a card leads to; categories open their subcategories. */
  linkTo?: (id: Identifier) => string;
  deletable?: boolean;
  /** The resource's edit modal for one record. */
  edit: (id: Identifier, close: () => void) => ReactNode;
}

/** Body of a category or subcategory List: the card grid (one column at 390 px) and the open edit modal. */
export function ImageCardGrid({ nameSource, label, meta, linkTo, deletable = false, edit }: ImageCardGridProps) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const { data, isPending } = useListContext<ImageCardRecord>();
  const [editing, setEditing] = useState<Identifier | null>(null);
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (!data?.length) return <Typography>{translate(`resources.${resource}.action.empty`)}</Typography>;
  return (
    <>
      <Box component="section" aria-label={label} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
        {data.map((record) => (
          <ImageCard
            key={record.id}
            resource={resource}
            record={record}
            nameSource={nameSource}
            meta={meta}
            linkTo={linkTo?.(record.id)}
            deletable={deletable}
            onEdit={() => setEditing(record.id)}
          />
        ))}
      </Box>
      {editing !== null && edit(editing, () => setEditing(null))}
    </>
  );
}
