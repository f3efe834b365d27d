import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorReason } from './errorReason';

/** Loading bar or the load failure, shown where the list would be. */
export function QueryState({ isPending, error }: { isPending: boolean; error: unknown }) {
  const translate = useTranslate();
  if (error) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {translate('master.notifications.loadError', { reason: errorReason(error) })}
      </Alert>
    );
  }
  if (isPending) return <LinearProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />;
  return null;
}
