import EditIcon from '@mui/icons-material/Edit';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { Box, Card, CardActions, CardContent, IconButton, Typography } from '@mui/material';
import { LinkBase, useTranslate, type RaRecord } from 'react-admin';
import { useAdminHref } from '../layout/useAdminHref';
import { ActiveToggle } from './ActiveToggle';
import { MasterDeleteButton } from './MasterDeleteButton';

/** First letter upper case, as the cards show names (SPEC section 2). */
export const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export interface ImageCardRecord extends RaRecord {
  imageUrl: string | null;
  active: number;
}

interface ImageCardProps {
  resource: string;
  record: ImageCardRecord;
  nameSource: string;
  meta?: Record<string, unknown>;
  /** Where clicking the image leads (a category's subcategories); none for subcategory cards. */
  linkTo?: string;
  /** Categories can be deleted (behind a confirmation); subcategories cannot (SPEC section 7). */
  deletable: boolean;
  onEdit: () => void;
}

const IMAGE_HEIGHT = 120;

/** A category or subcategory card: image, capitalised name, edit, optional delete and the 1/0 active toggle. */
export function ImageCard({ resource, record, nameSource, meta, linkTo, deletable, onEdit }: ImageCardProps) {
  const translate = useTranslate();
  const href = useAdminHref();
  const name = capitalise(String(record[nameSource] ?? ''));
  const active = record.active === 1;

  const image = record.imageUrl ? (
    <Box component="img" src={record.imageUrl} alt={linkTo ? '' : name} sx={{ width: '100%', height: IMAGE_HEIGHT, objectFit: 'cover', display: 'block' }} />
  ) : (
    <Box sx={{ height: IMAGE_HEIGHT, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
      <ImageNotSupportedIcon aria-hidden />
    </Box>
  );
  return (
    <Card component="article" variant="outlined" sx={{ opacity: active ? 1 : 0.75 }}>
      {linkTo ? (
        <LinkBase to={href(linkTo)} aria-label={translate('app.master.openSubcategories', { name })} style={{ display: 'block' }}>
          {image}
        </LinkBase>
      ) : (
        image
      )}
      <CardContent sx={{ pb: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Box>
          <IconButton onClick={onEdit} aria-label={translate('app.master.editNamed', { name })} size="small">
            <EditIcon fontSize="small" />
          </IconButton>
          {deletable && (
            <MasterDeleteButton
              record={record}
              resource={resource}
              // An icon beside the edit icon: the name is in the accessible label.
              label=""
              aria-label={translate('app.master.deleteNamed', { name })}
              sx={{ minWidth: 0, p: '5px', borderRadius: '50%', '& .MuiButton-startIcon': { m: 0 } }}
              confirmTitle="app.master.deleteCategoryTitle"
              confirmContent="app.master.deleteCategoryContent"
              translateOptions={{ name }}
            />
          )}
        </Box>
        <ActiveToggle resource={resource} record={record} name={name} meta={meta} label={translate('app.master.activeNamed', { name })} />
      </CardActions>
    </Card>
  );
}
