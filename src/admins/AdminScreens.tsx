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
  TextInput,
  email,
  minLength,
  required,
} from 'react-admin';
import { ROLE_LABELS, choicesOf } from '../reviews/messages';
import { RoleGuide } from './roleGuide';

const roleChoices = choicesOf(ROLE_LABELS);

export function AdminList() {
  return (
    <List resource="admins" exporter={false} pagination={false}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="role" render={(admin) => ROLE_LABELS[admin.role as keyof typeof ROLE_LABELS] ?? String(admin.role)} />
        <DataTable.Col source="active" render={(admin) => (admin.active ? 'Active' : 'Deactivated')} />
      </DataTable>
    </List>
  );
}

export function AdminCreate() {
  return (
    <Create resource="admins" redirect="list">
      <SimpleForm>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="name" validate={required()} />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
        <RoleGuide />
        <PasswordInput source="password" validate={[required(), minLength(8)]} autoComplete="new-password" />
      </SimpleForm>
    </Create>
  );
}

export function AdminEdit() {
  return (
    <Edit resource="admins" mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <TextInput source="email" disabled />
        <TextInput source="name" validate={required()} />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
        <RoleGuide />
        <BooleanInput source="active" />
      </SimpleForm>
    </Edit>
  );
}
