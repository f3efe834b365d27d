/**
 * The screens of a simple master resource (id, name, active), derived from its declaration. `pages`: react-admin's
 * List with a DataTable (name, active switch, edit, delete behind a confirmation), Create and Edit with the name
 * validated by a zod schema. `modal`: one table with add and edit in a modal (./simpleMasterModal.tsx). The
 * data provider derives its adapter from the same declaration.
 */
import { lazyScreen } from '../layout/lazyResource';
import type { ResourceProps } from 'react-admin';
import { Create, DataTable, DeleteWithConfirmButton, Edit, EditButton, List, SimpleForm, TextInput, useTranslate } from 'react-admin';
import CategoryIcon from '@mui/icons-material/Category';
import type { SimpleMasterDeclaration, SimpleMasterRecord } from '../dataProvider/legacy/simpleMaster';
import { schemaResolver } from '../vendors/schemaResolver';
import { ActiveToggle } from './ActiveToggle';
import { nameSchemaOf } from './simpleMasterSchema';
import { pluralOf, useSimpleMasterTexts } from './simpleMasterTexts';

type Props = { declaration: SimpleMasterDeclaration };

const SimpleMasterTable = lazyScreen(() => import('./simpleMasterModal').then((m) => m.SimpleMasterTable));

function SimpleMasterList({ declaration }: Props) {
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
  const common = {
    name: declaration.name,
    options: { label: pluralOf(declaration.label) },
    recordRepresentation: declaration.nameSource,
    icon: declaration.icon ?? CategoryIcon,
  };
  if (declaration.screens === 'modal') return { ...common, list: () => <SimpleMasterTable declaration={declaration} /> };
  return {
    ...common,
    list: () => <SimpleMasterList declaration={declaration} />,
    create: () => <SimpleMasterCreate declaration={declaration} />,
    edit: declaration.endpoints.update ? () => <SimpleMasterEdit declaration={declaration} /> : undefined,
  };
}
