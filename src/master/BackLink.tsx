import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { useAdminHref } from '../layout/useAdminHref';

/** "Back" link to another admin screen (path relative to the admin router); its text shows at every width. */
export function BackLink({ to, label = 'app.master.back' }: { to: string; label?: string }) {
  const translate = useTranslate();
  const href = useAdminHref();
  return (
    <Button component={LinkBase} to={href(to)} startIcon={<ArrowBackIcon />} size="small">
      {translate(label)}
    </Button>
  );
}
