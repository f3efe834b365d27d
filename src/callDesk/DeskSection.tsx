import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** One panel of a call request's page: an outlined card that its heading names for screen readers. */
export function DeskSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
