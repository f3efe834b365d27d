import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Responsive card grid: one column at 390 px, more as the screen widens. */
export function CardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', mt: 2 }}
    >
      {children}
    </Box>
  );
}
