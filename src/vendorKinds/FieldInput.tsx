/** The edit input of a declared field, by its type. */
import { useEffect } from 'react';
import { NumberInput, SelectInput, TextInput, useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { VendorFieldDeclaration } from '../domain/vendorKinds';
import { CityInput, NewPasswordInput, RatingInput } from '../vendors/commonInputs';
import { useNotifyQueryError } from '../vendors/useVendorMutation';

export function FieldInput({ field, resource }: { field: VendorFieldDeclaration; resource: string }) {
  const { name } = field;
  switch (field.type) {
    case 'password':
      return <NewPasswordInput />;
    case 'city':
      return <CityInput />;
    case 'phone':
      return <TextInput source={name} type="tel" />;
    case 'email':
      return <TextInput source={name} type="email" />;
    case 'longText':
      return <TextInput source={name} multiline />;
    case 'rating':
      return <RatingInput source={name} />;
    case 'wholeNumber':
      return <NumberInput source={name} min={0} max={100} step={1} />;
    case 'choice':
      return <SelectInput source={name} choices={(field.choices ?? []).map((choice) => ({ id: choice, name: choice }))} />;
    case 'reference':
      return <ReferenceChoiceInput field={field} resource={resource} />;
    default:
      return <TextInput source={name} />;
  }
}

/**
 * A value picked from another resource's records (the transport vehicle type from the transport categories).
 * A value that was renamed or deleted since stays selectable instead of blanking it.
 */
function ReferenceChoiceInput({ field, resource }: { field: VendorFieldDeclaration; resource: string }) {
  const translate = useTranslate();
  const notifyQueryError = useNotifyQueryError();
  const reference = field.reference ?? { resource: '', field: 'id' };
  const { data, isPending, error } = useGetList<Record<string, unknown> & { id: string | number }>(reference.resource, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: reference.field, order: 'ASC' },
  });
  useEffect(() => {
    if (error) notifyQueryError('app.actions.loadCategories', error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  const record = useRecordContext();
  const choices = (data ?? []).map((item) => ({ id: String(item[reference.field]), name: String(item[reference.field]) }));
  const current = record?.[field.name] as string | undefined;
  if (current && !choices.some((choice) => choice.id === current)) choices.push({ id: current, name: current });
  // Not `isPending`: SelectInput would swap itself for a skeleton and the loading text would never show.
  return (
    <SelectInput
      source={field.name}
      choices={choices}
      emptyText={translate(`resources.${resource}.action.${field.name}Empty`)}
      helperText={isPending ? translate(`resources.${resource}.action.${field.name}Loading`) : undefined}
    />
  );
}
