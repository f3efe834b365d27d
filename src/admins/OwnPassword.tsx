/** Every admin changes their own password: current one, new one twice. A wrong current password is a field error. */
import { PasswordInput, SaveButton, SimpleForm, Title, Toolbar, useDataProvider, useNotify } from 'react-admin';
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
  const save = async (values: Partial<PasswordForm>) => {
    try {
      await dataProvider.changeOwnPassword(values.currentPassword ?? '', values.newPassword ?? '');
      notifyText(notify, 'Your password was changed', 'success');
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | null) : null;
      if (body?.errors) return body.errors;
      notifyText(notify, errorText(error), 'error');
    }
    return undefined;
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title="Change my password" />
      <CardContent>
        <SimpleForm onSubmit={save} resolver={schemaResolver(ownPasswordSchema)} toolbar={<Toolbar><SaveButton label="Change password" alwaysEnable /></Toolbar>}>
          <PasswordInput source="currentPassword" label="Current password" isRequired autoComplete="current-password" />
          <PasswordInput source="newPassword" label="New password" isRequired autoComplete="new-password" />
          <PasswordInput source="confirmPassword" label="New password again" isRequired autoComplete="new-password" />
        </SimpleForm>
      </CardContent>
    </Card>
  );
}
