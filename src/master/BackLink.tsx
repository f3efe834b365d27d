import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { LinkBase, useBasename, useTranslate } from 'react-admin';

/** "Back" link to another admin screen (path relative to the admin router); its text shows at every width. */
export function BackLink({ to, label = 'app.master.back' }: { to: string; label?: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button component={LinkBase} to={`${basename}${to}`} startIcon={<ArrowBackIcon />} size="small">
      {translate(label)}
    </Button>
  );
}
