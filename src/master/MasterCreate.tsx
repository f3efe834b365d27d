import { useId, useState, type ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Create, Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { errorText } from '../layout/errorText';
import { schemaResolver } from '../vendors/schemaResolver';
import { FirstErrorToast } from './FirstErrorToast';
import { inPlace } from './inPlace';

interface MasterCreateProps {
  resource: string;
  /** i18n key of the heading and of the submit button ("Add Category", "Add Subcategory"). */
  title: string;
  schema: z.ZodType;
  defaultValues?: Record<string, unknown>;
  /** id of a heading that names the form elsewhere (a dialog title); without it the form shows its own. */
  labelledBy?: string;
  onCreated?: () => void;
  children: ReactNode;
}

/**
 * An add form on a master screen: react-admin's Create without a page of its own. Its toasts are the
 * resource's `notifications.added` / `notifications.addError` (SPEC section 8); after a success it starts empty.
 */
export function MasterCreate({ resource, title, schema, defaultValues, labelledBy, onCreated, children }: MasterCreateProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const headingId = useId();
  const [round, setRound] = useState(0);
  return (
    <Box component="section" aria-labelledby={labelledBy ?? headingId}>
      {!labelledBy && (
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {translate(title)}
        </Typography>
      )}
      <Create
        key={round}
        resource={resource}
        {...inPlace}
        mutationOptions={{
          onSuccess: () => {
            notify(`resources.${resource}.notifications.added`, { type: 'success' });
            setRound((n) => n + 1);
            onCreated?.();
          },
          onError: (error) =>
            notify(`resources.${resource}.notifications.addError`, { type: 'error', messageArgs: { reason: errorText(error) } }),
        }}
      >
        <Form resolver={schemaResolver(schema)} defaultValues={defaultValues} disableInvalidFormNotification noValidate>
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            {children}
            <FirstErrorToast />
            <SaveButton label={title} alwaysEnable />
          </Stack>
        </Form>
      </Create>
    </Box>
  );
}
