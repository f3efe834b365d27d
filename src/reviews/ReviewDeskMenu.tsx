/**
 * The review desk's menu entries, only where the backend offers reviewDesk: the desk and the audit log for
 * everyone, admin accounts and reason templates for a role that manages them.
 */
import { CanAccess, useTranslate, useUserMenu } from 'react-admin';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Link } from 'react-router-dom';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HistoryIcon from '@mui/icons-material/History';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import NotesIcon from '@mui/icons-material/Notes';
import KeyIcon from '@mui/icons-material/Key';
import { useCapabilities } from '../layout/useCapabilities';
import { adminPaths } from '../layout/adminPaths';
import { useAdminHref } from '../layout/useAdminHref';
import { AppMenuItem } from '../layout/AppMenuItem';
import { OWN_PASSWORD_PATH } from '../admins';

const iconSize = { fontSize: 20 };

export function ReviewDeskMenu() {
  const { has } = useCapabilities();
  const translate = useTranslate();
  const href = useAdminHref();
  if (!has('reviewDesk')) return null;
  return (
    <>
      <AppMenuItem to={href(adminPaths.reviews)} primaryText={translate('resources.reviews.name', { smart_count: 2 })} leftIcon={<FactCheckIcon sx={iconSize} />} />
      <AppMenuItem to={href(adminPaths.audit)} primaryText={translate('resources.audit.name', { smart_count: 2 })} leftIcon={<HistoryIcon sx={iconSize} />} />
      <CanAccess resource="admins" action="edit">
        <AppMenuItem to={href(adminPaths.admins)} primaryText={translate('resources.admins.name', { smart_count: 2 })} leftIcon={<ManageAccountsIcon sx={iconSize} />} />
        <AppMenuItem
          to={href(adminPaths.reasonTemplates)}
          primaryText={translate('resources.reason-templates.name', { smart_count: 2 })}
          leftIcon={<NotesIcon sx={iconSize} />}
        />
      </CanAccess>
    </>
  );
}

/** "Change my password" in the user menu, where the backend offers it. */
export function OwnPasswordMenuItem() {
  const { has } = useCapabilities();
  const userMenu = useUserMenu();
  const href = useAdminHref();
  if (!has('reviewDesk')) return null;
  return (
    <MenuItem component={Link} to={href(OWN_PASSWORD_PATH)} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <KeyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Change my password</ListItemText>
    </MenuItem>
  );
}
