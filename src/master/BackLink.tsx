import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, LinkBase, useBasename, useTranslate } from 'react-admin';

/** "Back" link to another admin screen (path relative to the admin router). */
export function BackLink({ to, label = 'master.back' }: { to: string; label?: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Button component={LinkBase} to={`${basename}${to}`} label={translate(label)} startIcon={<ArrowBackIcon />} />
  );
}
