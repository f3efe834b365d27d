/**
 * "Change my password" in the user menu, where the backend offers the review desk. The desk's menu entries (the
 * desk, the audit log, and for a role that manages admins their accounts and the reason templates) are their
 * declarations' `menu` (src/domain/resources/), drawn by src/layout/ResourceMenuItems.tsx.
 */
import { useTranslate, useUserMenu } from 'react-admin';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Link } from 'react-router-dom';
import KeyIcon from '@mui/icons-material/Key';
import { useCapabilities } from '../layout/useCapabilities';
import { useAdminHref } from '../layout/useAdminHref';
import { OWN_PASSWORD_PATH } from '../admins';

/** "Change my password" in the user menu, where the backend offers it. */
export function OwnPasswordMenuItem() {
  const { has } = useCapabilities();
  const userMenu = useUserMenu();
  const href = useAdminHref();
  const translate = useTranslate();
  if (!has('reviewDesk')) return null;
  return (
    <MenuItem component={Link} to={href(OWN_PASSWORD_PATH)} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <KeyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.ownPassword.title')}</ListItemText>
    </MenuItem>
  );
}
