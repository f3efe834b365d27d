/**
 * Edit any vendor kind with its shared zod schema; pessimistic, so the server's 400 field errors land on the
 * inputs and nothing is shown as saved before the server agreed. Back to the detail page after saving.
 */
import type { ReactNode } from 'react';
import { Edit, SaveButton, SimpleForm, Toolbar, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { VendorResource } from '../dataProvider/types';
import { schemaResolver } from './schemaResolver';
import { errorText } from './useVendorMutation';

export interface VendorEditProps {
  resource: VendorResource;
  schema: z.ZodType;
  /** Form field → schema field where they differ. */
  formToSchema?: Readonly<Record<string, string>>;
  children: ReactNode;
}

export function VendorEdit({ resource, schema, formToSchema, children }: VendorEditProps) {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Edit
      resource={resource}
      mutationMode="pessimistic"
      redirect="show"
      mutationOptions={{
        onError: (error: unknown) =>
          notify('app.notifications.failed', {
            type: 'error',
            messageArgs: { action: translate('ra.action.save'), error: errorText(error) },
          }),
      }}
    >
      <SimpleForm
        resolver={schemaResolver(schema, formToSchema)}
        mode="onBlur"
        reValidateMode="onChange"
        // Deleting a vendor is its own confirmed action on the detail page.
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        {children}
      </SimpleForm>
    </Edit>
  );
}
