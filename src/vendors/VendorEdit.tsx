/**
 * Edit any vendor kind with its shared zod schema; pessimistic, so the server's 400 field errors land on the
 * inputs and nothing is shown as saved before the server agreed. Back to the detail page after saving.
 */
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Edit, SaveButton, SimpleForm, Toolbar, useEditContext, useNotify, useTranslate } from 'react-admin';
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
      <VendorForm schema={schema} formToSchema={formToSchema}>
        {children}
      </VendorForm>
    </Edit>
  );
}

function VendorForm({ schema, formToSchema, children }: Omit<VendorEditProps, 'resource'>) {
  const { record } = useEditContext();
  // Values the backend sent and the admin left as they were do not block saving.
  const resolver = useMemo(() => schemaResolver(schema, formToSchema, record ?? {}), [record, schema, formToSchema]);
  return (
    <SimpleForm
      resolver={resolver}
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
  );
}
