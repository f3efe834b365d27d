import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { Confirm, Title, useGetList, useTranslate } from 'react-admin';
import type { TransportCategoryRecord } from '../dataProvider/types';
import { BackLink } from '../master/BackLink';
import { masterPaths } from '../master/paths';
import { QueryState } from '../master/QueryState';
import { TitleBar } from '../master/TitleBar';
import { ALL_RECORDS, retryUnlessClientError } from '../master/queryOptions';
import { useDeleteRecord } from '../master/useMasterMutations';
import { TransportCategoryDialog } from './TransportCategoryDialog';

type DialogState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; record: TransportCategoryRecord };

/** "Add Categories to Transport": table of vehicle categories with add, edit and delete. */
export function TransportCategoryList() {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<TransportCategoryRecord | null>(null);
  const deleteRecord = useDeleteRecord('transportCategories');
  const { data, isPending, error } = useGetList<TransportCategoryRecord>(
    'transportCategories',
    { pagination: ALL_RECORDS, sort: { field: 'id', order: 'ASC' } },
    { retry: retryUnlessClientError },
  );
  const categories = data ?? [];
  const title = translate('master.transport.title');

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <BackLink to={masterPaths.home} label="master.backToMaster" />
      <TitleBar title={title}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'add' })}>
          {translate('master.actions.addNewCategory')}
        </Button>
      </TitleBar>
      <QueryState isPending={isPending} error={error} />
      {data && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.transportCategories.fields.vehicleCategory')}</TableCell>
                <TableCell align="right">{translate('master.transport.action')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {categories.length === 0 && (
                <TableRow>
                  <TableCell colSpan={2}>{translate('master.transport.empty')}</TableCell>
                </TableRow>
              )}
              {categories.map((category) => (
                <TableRow key={category.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{category.vehicleCategory}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setDialog({ mode: 'edit', record: category })}>
                      {translate('master.actions.edit')}
                      <Box component="span" sx={visuallyHidden}>
                        {` ${category.vehicleCategory}`}
                      </Box>
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(category)}>
                      {translate('master.actions.delete')}
                      <Box component="span" sx={visuallyHidden}>
                        {` ${category.vehicleCategory}`}
                      </Box>
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {dialog.mode !== 'closed' && (
        <TransportCategoryDialog
          key={dialog.mode === 'edit' ? dialog.record.id : 'add'}
          editing={dialog.mode === 'edit' ? dialog.record : null}
          existing={categories}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={deleteRecord.isPending}
        title="master.dialogs.deleteCategoryTitle"
        content="master.dialogs.deleteTransportContent"
        contentTranslateOptions={{ name: deleting?.vehicleCategory ?? '' }}
        confirm="master.actions.delete"
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteRecord.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
