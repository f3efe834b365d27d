import { Typography } from '@mui/material';

/** A screen's main heading (h1): what the app bar's title says, where focus lands after navigation. */
export function ScreenHeading({ title }: { title: string }) {
  return (
    <Typography component="h1" variant="h5" sx={{ mt: 2, mb: 1, px: { xs: 2, sm: 0 } }}>
      {title}
    </Typography>
  );
}
