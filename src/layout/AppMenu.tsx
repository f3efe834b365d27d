/**
 * Side navigation (SPEC section 2): Dashboard, Master (then the master resources placed in the menu, from their
 * declarations), Vendors, Users, the review desk, then the registry's resources with a menu entry (the documents
 * queue, expiring documents, stories, Call Request, the call desk where the backend offers it), Logout.
 */
import { CanAccess, Menu, Logout, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import CategoryIcon from '@mui/icons-material/Category';
import VerifiedIcon from '@mui/icons-material/Verified';
import PendingIcon from '@mui/icons-material/PendingActions';
import PersonIcon from '@mui/icons-material/Person';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import { adminPaths } from './adminPaths';
import { AppMenuItem } from './AppMenuItem';
import { PendingQueueItems } from './PendingQueueItems';
import { ResourceMenuItems } from './ResourceMenuItems';
import { useAdminHref } from './useAdminHref';
import { useCapabilities } from './useCapabilities';
import { ReviewDeskMenu } from '../reviews/ReviewDeskMenu';
import { MASTER_ACCESS } from '../master/masterAccess';
import { useMasterEntries } from '../master/masterEntries';

const iconSize = { fontSize: 20 };

export function AppMenu() {
  const translate = useTranslate();
  const href = useAdminHref();
  const { has } = useCapabilities();
  const masterEntries = useMasterEntries('menu');
  return (
    <Menu aria-label={translate('app.menu.navigation')}>
      <AppMenuItem to={href(adminPaths.dashboard)} primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon sx={iconSize} />} />
      <CanAccess {...MASTER_ACCESS}>
        <AppMenuItem to={href(adminPaths.master)} primaryText={translate('app.menu.master')} leftIcon={<CategoryIcon sx={iconSize} />} />
      </CanAccess>
      {masterEntries.map(({ resource, path, label, defaultLabel, icon: Icon }) => (
        <CanAccess key={resource} resource={resource} action="list">
          <AppMenuItem to={href(path)} primaryText={translate(label, { smart_count: 2, _: defaultLabel ?? label })} leftIcon={<Icon sx={iconSize} />} />
        </CanAccess>
      ))}
      <MenuGroup label={translate('app.menu.vendors')} id="menu-vendors">
        <AppMenuItem to={href(adminPaths.authorizedVendors)} primaryText={translate('app.menu.authorized')} leftIcon={<VerifiedIcon sx={iconSize} />} />
        <AppMenuItem to={href(adminPaths.unauthorizedVendors)} primaryText={translate('app.menu.unauthorized')} leftIcon={<PendingIcon sx={iconSize} />} />
        <PendingQueueItems />
      </MenuGroup>
      {has('customers') && (
        <MenuGroup label={translate('app.menu.users')} id="menu-users">
          <AppMenuItem to={href(adminPaths.verifiedCustomers)} primaryText={translate('app.menu.verifiedUsers')} leftIcon={<PersonIcon sx={iconSize} />} />
          <AppMenuItem to={href(adminPaths.unverifiedCustomers)} primaryText={translate('app.menu.unverifiedUsers')} leftIcon={<PersonOffIcon sx={iconSize} />} />
        </MenuGroup>
      )}
      <ReviewDeskMenu />
      {/* The documents queue, expiring documents, stories, SPEC's Vendor Call Request table and the call desk. */}
      <ResourceMenuItems />
      <Logout />
    </Menu>
  );
}

/** A labelled group of menu entries (role group inside the menu), so screen readers announce the group. */
function MenuGroup({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <Box role="group" aria-labelledby={id}>
      <Typography id={id} variant="overline" component="div" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {label}
      </Typography>
      {children}
    </Box>
  );
}
