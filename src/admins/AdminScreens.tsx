/**
 * Admin accounts, managed by the owner: create (e-mail, name, role, first password), change name or role,
 * deactivate. The server refuses to leave no active owner (409), shown in its words.
 */
import {
  BooleanInput,
  Create,
  DataTable,
  Edit,
  List,
  PasswordInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { ROLES } from '../domain/roles';
import { schemaResolver } from '../vendors/schemaResolver';
import { adminCreateSchema, adminEditSchema } from './formSchemas';
import { RoleGuide } from './roleGuide';

const roleChoices = ROLES.map((role) => ({ id: role, name: `app.review.roles.${role}` }));

/** One card per admin at phone width (name, e-mail, role and state), a table above it; either opens the admin. */
export function AdminList() {
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const role = (admin: RaRecord) => translate(`app.review.roles.${admin.role}`, { _: String(admin.role) });
  const state = (admin: RaRecord) => translate(admin.active ? 'resources.admins.fields.active' : 'app.review.deactivated');
  return (
    <List resource="admins" exporter={false} pagination={false}>
      {isSmall ? (
        <SimpleList primaryText={(admin) => admin.name} secondaryText={(admin) => admin.email} tertiaryText={(admin) => `${role(admin)} · ${state(admin)}`} linkType="edit" />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="role" render={role} />
          <DataTable.Col source="active" render={state} />
        </DataTable>
      )}
    </List>
  );
}

export function AdminCreate() {
  return (
    <Create resource="admins" redirect="list">
      <SimpleForm resolver={schemaResolver(adminCreateSchema)}>
        <TextInput source="email" type="email" isRequired />
        <TextInput source="name" isRequired />
        <SelectInput source="role" choices={roleChoices} isRequired />
        <RoleGuide />
        <PasswordInput source="password" isRequired autoComplete="new-password" />
      </SimpleForm>
    </Create>
  );
}

export function AdminEdit() {
  return (
    <Edit resource="admins" mutationMode="pessimistic" redirect="list">
      <SimpleForm resolver={schemaResolver(adminEditSchema)}>
        <TextInput source="email" disabled />
        <TextInput source="name" isRequired />
        <SelectInput source="role" choices={roleChoices} isRequired />
        <RoleGuide />
        <BooleanInput source="active" />
      </SimpleForm>
    </Edit>
  );
}
