/** The pieces the dashboard's cards and tables share: a card's title, and a table's caption with its column heads. */
import type { ReactNode } from 'react';
import { TableCell, TableHead, TableRow, Typography } from '@mui/material';

/** A card's title, one level below the work plan's. */
export function CardTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

export interface Column {
  key: string;
  label: string;
  /** Figures align right. */
  numeric?: boolean;
}

/** A table's caption (above it) and its header row: the first column names the rows. */
export function CaptionedHead({ id, caption, columns }: { id?: string; caption: string; columns: readonly Column[] }) {
  return (
    <>
      <caption id={id} style={{ captionSide: 'top', textAlign: 'start', padding: '8px 16px' }}>
        {caption}
      </caption>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key} component="th" scope="col" align={column.numeric ? 'right' : undefined}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
    </>
  );
}
