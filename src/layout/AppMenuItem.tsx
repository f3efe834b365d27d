/**
 * A menu entry drawn again only when it becomes active or inactive (or the sidebar opens or closes). react-admin's
 * Menu.Item reads the location (useMatch, and its router Link too), so all of the menu's entries were drawn again
 * at every navigation, a list's page change included. This one asks usePathActive and navigates through the
 * pathname store, which reads no location. It looks like react-admin's (its class names and styles, the
 * tooltip while the sidebar is closed, closing the sidebar after a tap on a small screen).
 */
import { memo, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { ListItemIcon, MenuItem, Tooltip, Typography, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useSidebarState } from 'react-admin';
import { adminPaths } from './adminPaths';
import { useAdminHref } from './useAdminHref';
import { useNavigateAway, usePathActive } from './pathnameStore';

interface AppMenuItemProps {
  /** The full path (useAdminHref), which is also the link's address. */
  to: string;
  primaryText: ReactNode;
  leftIcon?: ReactElement;
  sx?: SxProps<Theme>;
}

const CLASSES = { root: 'RaMenuItemLink-root', active: 'RaMenuItemLink-active', icon: 'RaMenuItemLink-icon' };

const StyledMenuItem = styled(MenuItem, { name: 'RaMenuItemLink', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  color: theme.palette.text.secondary,
  [`& .${CLASSES.icon}`]: { color: theme.palette.text.secondary, minWidth: theme.spacing(5) },
  [`&.${CLASSES.active}`]: { color: theme.palette.text.primary },
  [`.MuiList-dense > & > .${CLASSES.icon}`]: { minWidth: theme.spacing(3.5) },
})) as typeof MenuItem;

/** A click the browser should handle itself (a new tab or window, a download). */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export const AppMenuItem = memo(function AppMenuItem({ to, primaryText, leftIcon, sx }: AppMenuItemProps) {
  const href = useAdminHref();
  const active = usePathActive(to, to === href(adminPaths.dashboard));
  const navigate = useNavigateAway();
  const [open, setOpen] = useSidebarState();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    if (isSmall) setOpen(false);
    navigate(to);
  };
  const item = (
    <StyledMenuItem
      component="a"
      href={to}
      onClick={follow}
      className={active ? `${CLASSES.root} ${CLASSES.active}` : CLASSES.root}
      aria-current={active ? 'page' : undefined}
      sx={sx}
    >
      {leftIcon && <ListItemIcon className={CLASSES.icon}>{leftIcon}</ListItemIcon>}
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {primaryText}
      </Typography>
    </StyledMenuItem>
  );
  return open ? item : <Tooltip title={primaryText} placement="right">{item}</Tooltip>;
});
