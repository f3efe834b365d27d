import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import type { LoginText } from './messages';

/**
 * The legacy message modal of a login (SPEC 8): "Invalid credentials", or the server's words when it refuses for
 * another reason, and "Login Successful" over the dashboard (src/layout/LoginAnnouncement.tsx).
 */
export function LoginResultDialog({ open, message, onClose, text }: { open: boolean; message: string; onClose: () => void; text: LoginText }) {
  return (
    <Dialog open={open} onClose={onClose} aria-describedby="login-result">
      <DialogContent>
        <DialogContentText id="login-result" role="alert">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {text('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
