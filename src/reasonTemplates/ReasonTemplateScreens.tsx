/** The reason templates' list, create and edit screens: their own chunk, loaded on first visit (index.tsx). */
import { Create, DataTable, Edit, List, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
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

export const ReasonTemplateList = () => (
  <List resource="reason-templates" exporter={false} pagination={false}>
    <DataTable rowClick="edit">
      <DataTable.Col source="action" render={(template) => <DecisionName action={String(template.action)} />} />
      <DataTable.Col source="text" />
    </DataTable>
  </List>
);

export const ReasonTemplateCreate = () => (
  <Create resource="reason-templates" redirect="list">
    <TemplateForm />
  </Create>
);

export const ReasonTemplateEdit = () => (
  <Edit resource="reason-templates" mutationMode="pessimistic" redirect="list">
    <TemplateForm />
  </Edit>
);
