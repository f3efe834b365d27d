/** Reason templates per decision, edited by the owner and offered in every decision's reason dialog. */
import { Create, DataTable, Edit, List, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import NotesIcon from '@mui/icons-material/Notes';
import { TRANSITIONS, type ReviewAction } from '../domain/review';
import { reasonTemplateSchema } from '../admins/formSchemas';
import { schemaResolver } from '../vendors/schemaResolver';

const actionChoices = (Object.keys(TRANSITIONS) as ReviewAction[])
  .filter((action) => TRANSITIONS[action].needsReason)
  .map((action) => ({ id: action, name: `app.review.actions.${action}` }));

function DecisionName({ action }: { action: string }) {
  const translate = useTranslate();
  return <>{translate(`app.review.actions.${action}`, { _: action })}</>;
}

const TemplateForm = () => (
  <SimpleForm resolver={schemaResolver(reasonTemplateSchema)}>
    <SelectInput source="action" choices={actionChoices} isRequired />
    <TextInput source="text" multiline fullWidth isRequired />
  </SimpleForm>
);

export const reasonTemplates = {
  name: 'reason-templates',
  list: () => (
    <List resource="reason-templates" exporter={false} pagination={false}>
      <DataTable rowClick="edit">
        <DataTable.Col source="action" render={(template) => <DecisionName action={String(template.action)} />} />
        <DataTable.Col source="text" />
      </DataTable>
    </List>
  ),
  create: () => (
    <Create resource="reason-templates" redirect="list">
      <TemplateForm />
    </Create>
  ),
  edit: () => (
    <Edit resource="reason-templates" mutationMode="pessimistic" redirect="list">
      <TemplateForm />
    </Edit>
  ),
  icon: NotesIcon,
  recordRepresentation: 'text',
};
