import { Typography } from '@mui/material';

/** What a list shows when nothing matches, announced to screen readers as the list's status. */
export function EmptyListStatus({ text }: { text: string }) {
  return (
    <Typography sx={{ p: 2 }} role="status">
      {text}
    </Typography>
  );
}
