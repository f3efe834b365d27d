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

/** The desk's entries, in menu order; `managed` ones only for a role that may edit admin accounts. */
const ENTRIES = [
  { path: adminPaths.reviews, resource: 'reviews', Icon: FactCheckIcon, managed: false },
  { path: adminPaths.audit, resource: 'audit', Icon: HistoryIcon, managed: false },
  { path: adminPaths.admins, resource: 'admins', Icon: ManageAccountsIcon, managed: true },
  { path: adminPaths.reasonTemplates, resource: 'reason-templates', Icon: NotesIcon, managed: true },
] as const;

export function ReviewDeskMenu() {
  const { has } = useCapabilities();
  const translate = useTranslate();
  const href = useAdminHref();
  if (!has('reviewDesk')) return null;
  const items = (managed: boolean) =>
    ENTRIES.filter((entry) => entry.managed === managed).map(({ path, resource, Icon }) => (
      <AppMenuItem key={resource} to={href(path)} primaryText={translate(`resources.${resource}.name`, { smart_count: 2 })} leftIcon={<Icon sx={iconSize} />} />
    ));
  return (
    <>
      {items(false)}
      <CanAccess resource="admins" action="edit">
        {items(true)}
      </CanAccess>
    </>
  );
}

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
