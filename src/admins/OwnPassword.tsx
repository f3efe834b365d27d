/** Every admin changes their own password: current one, new one twice. A wrong current password is a field error. */
import { PasswordInput, SaveButton, SimpleForm, Title, Toolbar, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Card, CardContent } from '@mui/material';
import { HttpError } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';
import { errorText, notifyText } from '../layout/errorText';
import { schemaResolver } from '../vendors/schemaResolver';
import { ownPasswordSchema } from './formSchemas';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function OwnPassword() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const save = async (values: Partial<PasswordForm>) => {
    try {
      await dataProvider.changeOwnPassword(values.currentPassword ?? '', values.newPassword ?? '');
      notify('app.ownPassword.changed', { type: 'success' });
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | null) : null;
      if (body?.errors) return body.errors;
      notifyText(notify, errorText(error), 'error');
    }
    return undefined;
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title={translate('app.ownPassword.title')} />
      <CardContent>
        <SimpleForm onSubmit={save} resolver={schemaResolver(ownPasswordSchema)} toolbar={<Toolbar><SaveButton label="app.ownPassword.save" alwaysEnable /></Toolbar>}>
          <PasswordInput source="currentPassword" label="app.ownPassword.current" isRequired autoComplete="current-password" />
          <PasswordInput source="newPassword" label="app.ownPassword.new" isRequired autoComplete="new-password" />
          <PasswordInput source="confirmPassword" label="app.ownPassword.again" isRequired autoComplete="new-password" />
        </SimpleForm>
      </CardContent>
    </Card>
  );
}
