/**
 * What the content area shows when a screen throws while rendering (SPEC: "Unexpected Application Error!"),
 * with the reason and a way back; the menu stays usable and navigating elsewhere clears the error.
 */
import { Alert, Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'react-admin';
import { adminPaths } from './adminPaths';
import { useAdminHref } from './useAdminHref';

interface AppErrorProps {
  error?: Error;
  resetErrorBoundary?: (...args: unknown[]) => void;
}

export function AppError({ error, resetErrorBoundary }: AppErrorProps) {
  const translate = useTranslate();
  const href = useAdminHref();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary ?? (() => undefined));
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}>
      <Typography component="h1" variant="h5" gutterBottom>
        {translate('app.error.title')}
      </Typography>
      <Typography gutterBottom>{translate('app.error.explanation')}</Typography>
      {error?.message && (
        <Alert severity="error" sx={{ my: 2, wordBreak: 'break-word' }}>
          {error.message}
        </Alert>
      )}
      <Button component={Link} to={href(adminPaths.dashboard)} variant="contained">
        {translate('app.error.home')}
      </Button>
    </Box>
  );
}
