import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/**
 * One panel of a desk's record page (a call request's, a breach's): an outlined card that its heading names for
 * screen readers; `gap` lays its content out as a grid with that spacing.
 */
export function DeskSection({ id, title, gap, children }: { id: string; title: string; gap?: number; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent sx={gap === undefined ? undefined : { display: 'grid', gap }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
