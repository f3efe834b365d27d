import { Logout, UserMenu, useGetIdentity } from 'react-admin';
import { OwnPasswordMenuItem } from '../reviews/OwnPasswordMenuItem';

/** The user menu button is named by the admin's name it shows, so its visible text and its name agree. */
export function AppUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? String(identity.fullName) : undefined}>
      <OwnPasswordMenuItem />
      <Logout />
    </UserMenu>
  );
}
