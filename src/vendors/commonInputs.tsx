/** Inputs every vendor kind edits the same way. */
import { PasswordInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { CITIES } from '../domain/constants';

const cityChoices = CITIES.map((city) => ({ id: city, name: city }));

export function CityInput() {
  const translate = useTranslate();
  return <SelectInput source="city" choices={cityChoices} emptyText={translate('app.vendor.selectCity')} />;
}

/** Empty keeps the current password (the server never sends it back). */
export function NewPasswordInput() {
  const translate = useTranslate();
  return <PasswordInput source="password" helperText={translate('app.vendor.passwordHint')} autoComplete="new-password" />;
}

/**
 * Reviews as typed text: a number input would hand "2e0" to the form as 2, so the schema could not refuse the
 * letter e (SPEC section 5); the zod rating primitive checks the text and turns it into a number.
 */
export function RatingInput({ source = 'reviews' }: { source?: string }) {
  return <TextInput source={source} inputMode="decimal" />;
}
