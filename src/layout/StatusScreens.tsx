/**
 * The admin's answers to an address it cannot show: an unknown address (react-admin's `catchAll`) and a screen
 * the admin's role may not open (`accessDenied`). Both inside the layout, named in the app bar and the tab like
 * every screen, with a way back to the dashboard.
 */
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { adminPaths } from './adminPaths';
import { useAdminHref } from './useAdminHref';

function StatusScreen({ messages }: { messages: 'app.notFound' | 'app.accessDenied' }) {
  const translate = useTranslate();
  const href = useAdminHref();
  const title = translate(`${messages}.title`);
  return (
    <Box sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography gutterBottom>{translate(`${messages}.explanation`)}</Typography>
      <Button component={Link} to={href(adminPaths.dashboard)} variant="contained" sx={{ mt: 1 }}>
        {translate('app.error.home')}
      </Button>
    </Box>
  );
}

export const NotFound = () => <StatusScreen messages="app.notFound" />;

export const AccessDenied = () => <StatusScreen messages="app.accessDenied" />;
