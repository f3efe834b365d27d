/**
 * Edit any vendor kind with its shared zod schema; pessimistic, so the server's 400 field errors land on the
 * inputs and nothing is shown as saved before the server agreed. Only the app's own messages (no browser
 * validation bubbles); Cancel back to the detail page, and a warning before leaving with unsaved changes.
 */
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { Button } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link } from 'react-router-dom';
import { Edit, SaveButton, SimpleForm, Toolbar, useEditContext, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import type { z } from 'zod';
import type { VendorRecord, VendorResource } from '../dataProvider/types';
import { ScreenHeading } from '../layout/ScreenHeading';
import { schemaResolver } from './schemaResolver';
import { useNotifyError } from '../layout/errorText';

export interface VendorEditProps {
  resource: VendorResource;
  schema: z.ZodType;
  /** Form field → schema field where they differ. */
  formToSchema?: Readonly<Record<string, string>>;
  children: ReactNode;
}

export function VendorEdit({ resource, schema, formToSchema, children }: VendorEditProps) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  return (
    <Edit
      resource={resource}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (saved: VendorRecord) => {
          notify('app.notifications.vendorSaved', { type: 'success', messageArgs: { name: saved.name } });
          redirect('show', resource, saved.id, saved);
        },
        onError: (error: unknown) => notifyError(error),
      }}
    >
      <VendorForm resource={resource} schema={schema} formToSchema={formToSchema}>
        {children}
      </VendorForm>
    </Edit>
  );
}

function VendorForm({ resource, schema, formToSchema, children }: VendorEditProps) {
  const { record } = useEditContext();
  // Values the backend sent and the admin left as they were do not block saving.
  const resolver = useMemo(() => schemaResolver(schema, formToSchema, record ?? {}), [record, schema, formToSchema]);
  return (
    <SimpleForm
      resolver={resolver}
      mode="onBlur"
      reValidateMode="onChange"
      noValidate
      warnWhenUnsavedChanges
      // Deleting a vendor is its own confirmed action on the detail page.
      toolbar={<EditToolbar resource={resource} />}
    >
      <EditHeading />
      {children}
    </SimpleForm>
  );
}

function EditHeading() {
  const record = useRecordContext<VendorRecord>();
  const translate = useTranslate();
  return record ? <ScreenHeading title={translate('app.vendor.editTitle', { name: record.name })} /> : null;
}

function EditToolbar({ resource }: { resource: VendorResource }) {
  const record = useRecordContext<VendorRecord>();
  const translate = useTranslate();
  const href = useAdminHref();
  return (
    <Toolbar sx={{ gap: 2 }}>
      <SaveButton />
      {record && (
        <Button component={Link} to={href(adminPaths.show(resource, record.id))} startIcon={<CloseIcon />}>
          {translate('app.vendor.cancel')}
        </Button>
      )}
    </Toolbar>
  );
}
