import { useId, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface AddFormProps {
  /** Translation key of the form's heading and of its submit button ("Add Category", "Add Subcategory"). */
  title: string;
  onSubmit: (event: FormEvent) => void;
  /** The create request is running: the submit button is disabled. */
  busy: boolean;
  /** id of a heading that names the form elsewhere (a dialog title); without it the form shows its own. */
  labelledBy?: string;
  children: ReactNode;
}

/** Frame of the master-data add forms: heading, the fields, and the submit button. */
export function AddForm({ title, onSubmit, busy, labelledBy, children }: AddFormProps) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy ?? headingId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {!labelledBy && (
        <Typography id={headingId} component="h2" variant="h6">
          {translate(title)}
        </Typography>
      )}
      {children}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate(title)}
        </Button>
      </Box>
    </Box>
  );
}

