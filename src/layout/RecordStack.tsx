import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { RecordContextProvider, useListContext, type RaRecord } from 'react-admin';

interface RecordStackProps<R extends RaRecord> {
  /** The list's name for screen readers. */
  label: string;
  /** Added to each item's divider and padding. */
  itemSx?: SxProps<Theme>;
  children(record: R): ReactNode;
}

/**
 * A list's records on a phone: one stacked item per record, in its record context (so fields and buttons inside
 * find it), where a table would need a sideways scroll.
 */
export function RecordStack<R extends RaRecord>({ label, itemSx = {}, children }: RecordStackProps<R>) {
  const { data } = useListContext<R>();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {(data ?? []).map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Box component="li" sx={[{ borderBottom: 1, borderColor: 'divider', px: 1, py: 1.5 }, ...(Array.isArray(itemSx) ? itemSx : [itemSx])]}>
            {children(record)}
          </Box>
        </RecordContextProvider>
      ))}
    </Box>
  );
}
