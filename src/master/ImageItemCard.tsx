import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { Box, Card, CardActions, CardContent, IconButton, Typography } from '@mui/material';
import { LinkBase, useBasename, useTranslate } from 'react-admin';
import { ActiveToggle } from './ActiveToggle';
import { capitalise } from './imageFile';

interface ImageItemCardProps {
  name: string;
  imageUrl: string | null;
  active: boolean;
  /** Where clicking the image leads (a category's subcategories); none for subcategory cards. */
  imageLinkTo?: string;
  togglePending?: boolean;
  onEdit: () => void;
  onDelete?: () => void;
  onToggle: (active: boolean) => void;
}

const IMAGE_HEIGHT = 120;

/** A category or subcategory card: image, capitalised name, edit, optional delete and the active toggle. */
export function ImageItemCard(props: ImageItemCardProps) {
  const { name, imageUrl, active, imageLinkTo, togglePending, onEdit, onDelete, onToggle } = props;
  const translate = useTranslate();
  const basename = useBasename();
  const shownName = capitalise(name);
  const image = imageUrl ? (
    <Box component="img" src={imageUrl} alt={imageLinkTo ? '' : shownName} sx={{ width: '100%', height: IMAGE_HEIGHT, objectFit: 'cover', display: 'block' }} />
  ) : (
    <Box sx={{ height: IMAGE_HEIGHT, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
      <ImageNotSupportedIcon aria-hidden />
    </Box>
  );
  return (
    <Card component="article" variant="outlined" sx={{ opacity: active ? 1 : 0.75 }}>
      {imageLinkTo ? (
        <LinkBase
          to={`${basename}${imageLinkTo}`}
          aria-label={translate('master.card.openSubcategories', { name: shownName })}
          style={{ display: 'block' }}
        >
          {image}
        </LinkBase>
      ) : (
        image
      )}
      <CardContent sx={{ pb: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {shownName}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Box>
          <IconButton onClick={onEdit} aria-label={translate('master.card.edit', { name: shownName })} size="small">
            <EditIcon fontSize="small" />
          </IconButton>
          {onDelete && (
            <IconButton onClick={onDelete} aria-label={translate('master.card.delete', { name: shownName })} size="small">
              <DeleteIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
        <ActiveToggle
          checked={active}
          busy={togglePending}
          label={translate('master.card.active', { name: shownName })}
          onChange={onToggle}
        />
      </CardActions>
    </Card>
  );
}
