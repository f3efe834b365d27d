import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** The h1 of a master screen with its main action beside it (wrapping below it on narrow screens). */
export function TitleBar({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, my: 1 }}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      {children}
    </Box>
  );
}
