/** The edit input of a declared field, by its type. */
import { useEffect } from 'react';
import { NumberInput, SelectInput, TextInput, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { notInListHelp, notInListLabel, sameChoice } from '../domain/masterChoices';
import type { VendorFieldDeclaration } from '../domain/vendorKinds';
import { CityInput, NewPasswordInput, RatingInput } from '../vendors/commonInputs';
import { useNotifyError } from '../layout/errorText';

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
 * A value picked from another resource's records (categories, vehicle types: master data). A stored value the
 * list no longer has (renamed or deleted since, or typed in elsewhere) is shown as such, "Spaceship (not in the
 * vehicle type list)", and cannot be picked again once changed; kept as it is, it may be saved unchanged.
 */
function ReferenceChoiceInput({ field, resource }: { field: VendorFieldDeclaration; resource: string }) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const reference = field.reference ?? { resource: '', field: 'id' };
  const { data, isPending, error } = useGetList<Record<string, unknown> & { id: string | number }>(reference.resource, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: reference.field, order: 'ASC' },
  });
  useEffect(() => {
    if (error) notifyError(error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  const record = useRecordContext();
  const current = record?.[field.name];
  const { choices, stale } = referenceChoices(
    (data ?? []).map((item) => String(item[reference.field])),
    typeof current === 'string' ? current : undefined,
    field.label,
    isPending,
  );
  // Not `isPending`: SelectInput would swap itself for a skeleton and the loading text would never show.
  return (
    <SelectInput
      source={field.name}
      choices={choices}
      emptyText={translate(`resources.${resource}.action.${field.name}Empty`)}
      helperText={isPending ? translate(`resources.${resource}.action.${field.name}Loading`) : stale ? notInListHelp(field.label) : undefined}
    />
  );
}

interface Choice {
  id: string;
  name: string;
  disabled?: boolean;
}

/**
 * The list's names as choices, plus the stored value: matched case-insensitively it selects that entry; absent
 * from the loaded list it is a disabled choice labelled as not in the list (while loading, shown plainly).
 */
export function referenceChoices(names: string[], current: string | undefined, label: string, loading: boolean): { choices: Choice[]; stale?: string } {
  const choices: Choice[] = names.map((name) => ({ id: name, name }));
  if (!current || current.trim() === '') return { choices };
  const match = choices.find((choice) => sameChoice(choice.id, current));
  if (match) {
    // The form holds the stored spelling; let it select the entry.
    match.id = current;
    return { choices };
  }
  if (loading) return { choices: [...choices, { id: current, name: current }] };
  return { choices: [...choices, { id: current, name: notInListLabel(label, current), disabled: true }], stale: current };
}
