import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { DataTable, useTranslate, type Identifier } from 'react-admin';
import type { TransportCategoryRecord } from '../dataProvider/types';
import { adminPaths } from '../layout/adminPaths';
import { DeleteRecordButton } from '../master/DeleteRecordButton';
import { MasterList, MasterPage } from '../master/MasterPage';
import { TransportCategoryCreate } from './TransportCategoryCreate';
import { TransportCategoryEdit } from './TransportCategoryEdit';

type Modal = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; id: Identifier };

/** "Add Categories to Transport": the table of vehicle categories with add, edit and delete. */
export function TransportCategoryList() {
  const translate = useTranslate();
  const [modal, setModal] = useState<Modal>({ mode: 'closed' });
  const close = () => setModal({ mode: 'closed' });
  const title = translate('resources.transportCategories.action.title');
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setModal({ mode: 'add' })}>
      {translate('app.master.addNewCategory')}
    </Button>
  );
  return (
    <MasterPage heading={title} action={addButton} backTo={adminPaths.master} backLabel="app.master.backToMaster">
      <MasterList resource="transportCategories" title={title}>
        <DataTable<TransportCategoryRecord>
          rowClick={false}
          bulkActionButtons={false}
          size="small"
          aria-label={title}
          empty={<Box sx={{ p: 2 }}>{translate('resources.transportCategories.action.empty')}</Box>}
        >
          <DataTable.Col source="vehicleCategory" label="resources.transportCategories.action.column" disableSort sx={{ overflowWrap: 'anywhere' }} />
          <DataTable.Col<TransportCategoryRecord>
            label="resources.transportCategories.action.actions"
            align="right"
            sx={{ whiteSpace: 'nowrap' }}
            render={(record) => <RowActions record={record} onEdit={() => setModal({ mode: 'edit', id: record.id })} />}
          />
        </DataTable>
        {modal.mode === 'add' && <TransportCategoryCreate onClose={close} />}
        {modal.mode === 'edit' && <TransportCategoryEdit id={modal.id} onClose={close} />}
      </MasterList>
    </MasterPage>
  );
}

function RowActions({ record, onEdit }: { record: TransportCategoryRecord; onEdit: () => void }) {
  const translate = useTranslate();
  const named = (action: string) => (
    <>
      {translate(action)}
      <Box component="span" sx={visuallyHidden}>{` ${record.vehicleCategory}`}</Box>
    </>
  );
  return (
    <>
      <Button size="small" onClick={onEdit}>
        {named('ra.action.edit')}
      </Button>
      <DeleteRecordButton
        resource="transportCategories"
        record={record}
        name={record.vehicleCategory}
        content="resources.transportCategories.action.deleteContent"
      >
        {(ask) => (
          <Button size="small" color="error" onClick={ask}>
            {named('ra.action.delete')}
          </Button>
        )}
      </DeleteRecordButton>
    </>
  );
}
