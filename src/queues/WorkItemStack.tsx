/**
 * The phone layout of a list of work items that may fail (background jobs, outbox messages): per record a heading
 * with its state chip, the lines the screen gives, its last error when it has one, and its Retry button.
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { RecordStack } from '../layout/RecordStack';

interface WorkItemStackProps<R extends RaRecord> {
  /** The list's name for screen readers. */
  label: string;
  heading(record: R): ReactNode;
  chip(record: R): ReactNode;
  /** The lines between the heading and the error. */
  details(record: R): ReactNode;
  /** The error block, or null where the record has none to show. */
  error(record: R): ReactNode;
  /** The record's action, found from its record context. */
  action: ReactNode;
}

export function WorkItemStack<R extends RaRecord>({ label, heading, chip, details, error, action }: WorkItemStackProps<R>) {
  return (
    <RecordStack<R> label={label} itemSx={{ display: 'grid', gap: 0.5 }}>
      {(record) => (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'center' }}>
            <Typography variant="subtitle1">{heading(record)}</Typography>
            {chip(record)}
          </Box>
          {details(record)}
          {error(record)}
          <Box>{action}</Box>
        </>
      )}
    </RecordStack>
  );
}

/** An error in full, wrapped where it must be (a long URL, stack line or reason does not widen the table). */
export function WrappedErrorText({ children, minWidth, maxWidth }: { children: ReactNode; minWidth: string; maxWidth: string }) {
  return (
    <Typography component="span" variant="body2" sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth, maxWidth }}>
      {children}
    </Typography>
  );
}
