/**
 * The `pages` screens of a simple master resource (./simpleMasterResource.tsx): react-admin's List with a DataTable (name,
 * active switch, edit, delete behind a confirmation), Create and Edit with the name validated by a zod schema. Their
 * own chunk, loaded when one opens: the admin's first screen does not carry react-admin's forms.
 */
import { Create, DataTable, DeleteWithConfirmButton, Edit, EditButton, List, SimpleForm, TextInput, useTranslate } from 'react-admin';
import type { SimpleMasterDeclaration, SimpleMasterRecord } from '../dataProvider/legacy/simpleMaster';
import { schemaResolver } from '../vendors/schemaResolver';
import { ActiveToggle } from './ActiveToggle';
import { nameSchemaOf } from './simpleMasterSchema';
import { useSimpleMasterTexts } from './simpleMasterTexts';

type Props = { declaration: SimpleMasterDeclaration };

export function SimpleMasterList({ declaration }: Props) {
  const { title, nameLabel } = useSimpleMasterTexts(declaration);
  const translate = useTranslate();
  const { nameSource, endpoints } = declaration;
  return (
    <List title={title} perPage={25} exporter={false} sort={{ field: nameSource, order: 'ASC' }}>
      <DataTable<SimpleMasterRecord> rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source={nameSource} label={nameLabel} />
        {endpoints.setActive && (
          <DataTable.Col<SimpleMasterRecord>
            source="active"
            label={translate('app.master.active')}
            render={(record) => (
              <ActiveToggle
                resource={declaration.name}
                record={record}
                name={String(record[nameSource])}
                label={translate('app.master.activeNamed', { name: String(record[nameSource]) })}
              />
            )}
          />
        )}
        <DataTable.Col<SimpleMasterRecord>
          label={translate('app.master.actions')}
          render={() => (
            <>
              {endpoints.update && <EditButton />}
              {endpoints.delete && <DeleteWithConfirmButton mutationMode="pessimistic" />}
            </>
          )}
        />
      </DataTable>
    </List>
  );
}

function NameForm({ declaration }: Props) {
  const { nameLabel } = useSimpleMasterTexts(declaration);
  return (
    <SimpleForm resolver={schemaResolver(nameSchemaOf(declaration, nameLabel))} noValidate>
      <TextInput source={declaration.nameSource} label={nameLabel} />
    </SimpleForm>
  );
}

export const SimpleMasterCreate = ({ declaration }: Props) => (
  <Create redirect="list">
    <NameForm declaration={declaration} />
  </Create>
);

export const SimpleMasterEdit = ({ declaration }: Props) => (
  <Edit mutationMode="pessimistic" redirect="list">
    <NameForm declaration={declaration} />
  </Edit>
);
