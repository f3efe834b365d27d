/**
 * Recording and changing a breach (the owner's, by the declaration): what happened and when, the data and people
 * affected, the status, what the notice tells them (English, Tamil optional), the report times that stop the clocks.
 * Times are the browser's local time sent as UTC ISO-8601; the clocks are the server's.
 */
import { Box, Typography } from '@mui/material';
import {
  CheckboxGroupInput,
  Create,
  DateTimeInput,
  Edit,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  minValue,
  required,
  useTranslate,
} from 'react-admin';
import { BREACH_DATA_CATEGORIES, BREACH_STATUSES } from '../domain/breaches';

/** A local date-time input's value as UTC ISO text (null when empty). */
const toIso = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(String(value));
  return Number.isNaN(time) ? String(value) : new Date(time).toISOString();
};

/** The vendor ids as the owner types them ("12, 40") and as the record holds them ([12, 40]). */
const formatIds = (ids: unknown) => (Array.isArray(ids) ? ids.join(', ') : '');
const parseIds = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const wide = { fullWidth: true } as const;

function BreachFields() {
  const translate = useTranslate();
  const field = (name: string) => `app.breaches.fields.${name}`;
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 720 }}>
      <Typography component="h2" variant="h6">
        {translate('app.breaches.sections.what')}
      </Typography>
      <TextInput source="summary" label={field('summary')} validate={[required(), maxLength(200)]} {...wide} />
      <TextInput source="description" label={field('description')} validate={[required(), maxLength(4000)]} multiline minRows={3} {...wide} />
      <TextInput source="description_ta" label={field('description_ta')} validate={maxLength(4000)} multiline minRows={2} {...wide} />
      <DateTimeInput source="occurred_at" label={field('occurred_at')} parse={toIso} {...wide} />
      <DateTimeInput source="detected_at" label={field('detected_at')} parse={toIso} validate={required()} {...wide} />
      <SelectInput source="status" label={field('status')} choices={BREACH_STATUSES.map((status) => ({ id: status, name: `app.breaches.statuses.${status}` }))} validate={required()} {...wide} />
      <CheckboxGroupInput
        source="data_categories"
        label={field('data_categories')}
        choices={BREACH_DATA_CATEGORIES.map((category) => ({ id: category, name: `app.breaches.data.${category}` }))}
        validate={required()}
        row
      />
      <Typography component="h2" variant="h6">
        {translate('app.breaches.sections.people')}
      </Typography>
      <NumberInput source="affected_count" label={field('affected_count')} validate={[required(), minValue(0)]} min={0} step={1} {...wide} />
      <TextInput source="affected_vendor_ids" label={field('affected_vendor_ids')} format={formatIds} parse={parseIds} helperText="app.breaches.helper.vendorIds" {...wide} />
      <TextInput source="affected_others" label={field('affected_others')} validate={maxLength(2000)} multiline {...wide} />
      <DateTimeInput source="affected_enquiries_from" label={field('affected_enquiries_from')} parse={toIso} {...wide} />
      <DateTimeInput source="affected_enquiries_to" label={field('affected_enquiries_to')} parse={toIso} {...wide} />
      <Typography component="h2" variant="h6">
        {translate('app.breaches.sections.notice')}
      </Typography>
      <TextInput source="measures" label={field('measures')} helperText="app.breaches.helper.defaults" validate={maxLength(4000)} multiline {...wide} />
      <TextInput source="measures_ta" label={field('measures_ta')} validate={maxLength(4000)} multiline {...wide} />
      <TextInput source="advice" label={field('advice')} helperText="app.breaches.helper.defaults" validate={maxLength(4000)} multiline {...wide} />
      <TextInput source="advice_ta" label={field('advice_ta')} validate={maxLength(4000)} multiline {...wide} />
      <Typography component="h2" variant="h6">
        {translate('app.breaches.sections.clocks')}
      </Typography>
      <DateTimeInput source="cert_in_reported_at" label={field('cert_in_reported_at')} parse={toIso} {...wide} />
      <DateTimeInput source="board_reported_at" label={field('board_reported_at')} parse={toIso} {...wide} />
      <TextInput source="notes" label={field('notes')} validate={maxLength(4000)} multiline {...wide} />
    </Box>
  );
}

const defaults = () => ({ status: 'suspected', detected_at: new Date().toISOString(), data_categories: [], affected_count: 0, affected_vendor_ids: [] });

export function BreachCreate() {
  const translate = useTranslate();
  return (
    <Create resource="breaches" title={translate('app.breaches.create')} redirect="show">
      <SimpleForm defaultValues={defaults}>
        <BreachFields />
      </SimpleForm>
    </Create>
  );
}

export function BreachEdit() {
  const translate = useTranslate();
  return (
    <Edit resource="breaches" title={translate('app.breaches.title')} redirect="show" mutationMode="pessimistic">
      <SimpleForm>
        <BreachFields />
      </SimpleForm>
    </Edit>
  );
}
