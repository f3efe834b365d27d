import { Notification } from 'react-admin';
import { TOAST_AUTO_CLOSE_MS } from '../domain/constants';

/** Toasts at the top centre for 5 s (SPEC section 9). */
export function AppNotification() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={TOAST_AUTO_CLOSE_MS} />;
}
