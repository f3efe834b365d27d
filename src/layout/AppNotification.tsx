import { Notification } from 'react-admin';
import { TOAST_AUTO_CLOSE_MS } from '../domain/constants';

/**
 * Toasts at the top centre for 5 s (SPEC section 9). A toast is never in the way: clicks go through it to the
 * button underneath (the admin just clicked an action there), and since it cannot be hovered, a pointer resting
 * on it does not hold it open. Screen readers still hear it (role alert).
 */
export function AppNotification() {
  return (
    <Notification
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={TOAST_AUTO_CLOSE_MS}
      disableWindowBlurListener
      sx={{ pointerEvents: 'none', '& .MuiSnackbarContent-root': { pointerEvents: 'none' }, '& .MuiSnackbarContent-action': { pointerEvents: 'auto' } }}
    />
  );
}
