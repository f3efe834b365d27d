import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { Box, Card, CardActions, CardContent, IconButton, Typography } from '@mui/material';
import { LinkBase, useBasename, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { errorText } from '../layout/errorText';
import { ActiveToggle } from './ActiveToggle';
import { DeleteRecordButton } from './DeleteRecordButton';

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
  const basename = useBasename();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const name = capitalise(String(record[nameSource] ?? ''));
  const active = record.active === 1;

  const toggle = (next: boolean) =>
    update(
      resource,
      { id: record.id, data: { active: next ? 1 : 0 }, previousData: record, meta },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(next ? 'app.master.activeOn' : 'app.master.activeOff', { type: 'info', messageArgs: { name } }),
        onError: (error) => notify('app.master.activeError', { type: 'error', messageArgs: { name, reason: errorText(error) } }),
      },
    );

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
        <LinkBase to={`${basename}${linkTo}`} aria-label={translate('app.master.openSubcategories', { name })} style={{ display: 'block' }}>
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
            <DeleteRecordButton resource={resource} record={record} name={name} content="app.master.deleteCategoryContent">
              {(ask) => (
                <IconButton onClick={ask} aria-label={translate('app.master.deleteNamed', { name })} size="small">
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            </DeleteRecordButton>
          )}
        </Box>
        <ActiveToggle checked={active} busy={isPending} label={translate('app.master.activeNamed', { name })} onChange={toggle} />
      </CardActions>
    </Card>
  );
}
