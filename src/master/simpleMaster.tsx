/**
 * The screens of a simple master resource (id, name, active), derived from its declaration: react-admin's List
 * with a DataTable (name, active switch, edit, delete behind a confirmation), Create and Edit with the name
 * validated by a zod schema. The data provider derives its adapter from the same declaration.
 */
import type { ResourceProps } from 'react-admin';
import { Create, DataTable, DeleteWithConfirmButton, Edit, EditButton, List, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { z } from 'zod';
import type { SimpleMasterDeclaration, SimpleMasterRecord } from '../dataProvider/legacy/simpleMaster';
import { schemaResolver } from '../vendors/schemaResolver';
import { ActiveToggle } from './ActiveToggle';

type Props = { declaration: SimpleMasterDeclaration };

function useLabels({ name, label, nameSource }: SimpleMasterDeclaration) {
  const translate = useTranslate();
  return {
    title: translate(`resources.${name}.name`, { smart_count: 2, _: label.split('||||').pop()?.trim() ?? label }),
    nameLabel: translate(`resources.${name}.fields.${nameSource}`, { _: 'Name' }),
  };
}

const nameSchema = (nameSource: string, nameLabel: string) =>
  z.object({
    [nameSource]: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
      z.string({ error: `${nameLabel} is required` }).trim().max(100),
    ),
  });

function SimpleMasterList({ declaration }: Props) {
  const { title, nameLabel } = useLabels(declaration);
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
  const { nameLabel } = useLabels(declaration);
  return (
    <SimpleForm resolver={schemaResolver(nameSchema(declaration.nameSource, nameLabel))} noValidate>
      <TextInput source={declaration.nameSource} label={nameLabel} />
    </SimpleForm>
  );
}

const SimpleMasterCreate = ({ declaration }: Props) => (
  <Create redirect="list">
    <NameForm declaration={declaration} />
  </Create>
);

const SimpleMasterEdit = ({ declaration }: Props) => (
  <Edit mutationMode="pessimistic" redirect="list">
    <NameForm declaration={declaration} />
  </Edit>
);

/** The <Resource> props of a declared simple master resource. */
export function simpleMasterResource(declaration: SimpleMasterDeclaration): ResourceProps {
  return {
    name: declaration.name,
    options: { label: declaration.label.split('||||').pop()?.trim() },
    recordRepresentation: declaration.nameSource,
    list: () => <SimpleMasterList declaration={declaration} />,
    create: () => <SimpleMasterCreate declaration={declaration} />,
    edit: declaration.endpoints.update ? () => <SimpleMasterEdit declaration={declaration} /> : undefined,
  };
}
