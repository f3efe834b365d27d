/**
 * Side navigation (SPEC section 2): Dashboard, Master (then the master resources placed in the menu, from their
 * declarations), Vendors, Users, Call Request (and the call desk where the backend offers it), Logout.
 */
import { CanAccess, Menu, Logout, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import CategoryIcon from '@mui/icons-material/Category';
import VerifiedIcon from '@mui/icons-material/Verified';
import PendingIcon from '@mui/icons-material/PendingActions';
import PersonIcon from '@mui/icons-material/Person';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import { adminPaths } from './adminPaths';
import { AppMenuItem } from './AppMenuItem';
import { PendingQueueItems } from './PendingQueueItems';
import { useAdminHref } from './useAdminHref';
import { useCapabilities } from './useCapabilities';
import { ReviewDeskMenu } from '../reviews/ReviewDeskMenu';
import { MASTER_ACCESS } from '../master';
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
      {has('documentsQueue') && (
        <AppMenuItem to={href(adminPaths.documentsQueue)} primaryText={translate('app.menu.documentsQueue')} leftIcon={<FactCheckIcon sx={iconSize} />} />
      )}
      {has('compliance') && (
        <AppMenuItem to={href(adminPaths.expiringDocuments)} primaryText={translate('resources.expiringDocuments.name', { smart_count: 2 })} leftIcon={<EventBusyIcon sx={iconSize} />} />
      )}
      {has('storyModeration') && <AppMenuItem to={href(adminPaths.stories)} primaryText={translate('app.menu.stories')} leftIcon={<AutoStoriesIcon sx={iconSize} />} />}
      {/* SPEC's Vendor Call Request table (Add Notes in the row) always; the call desk beside it where offered. */}
      <AppMenuItem to={href(adminPaths.callRequests)} primaryText={translate('app.menu.callRequest')} leftIcon={<PhoneCallbackIcon sx={iconSize} />} />
      {has('callDesk') && (
        <AppMenuItem to={href(adminPaths.callDesk)} primaryText={translate('app.callDesk.title')} leftIcon={<PhoneInTalkIcon sx={iconSize} />} />
      )}
      {has('grievances') && (
        <CanAccess resource="grievances" action="list">
          <AppMenuItem to={href(adminPaths.grievances)} primaryText={translate('app.menu.grievances')} leftIcon={<ReportProblemIcon sx={iconSize} />} />
        </CanAccess>
      )}
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
