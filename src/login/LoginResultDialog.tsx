import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import type { LoginText } from './messages';

/**
 * The legacy message modal of a failed login, "Invalid credentials", or the
 * server's words when it refuses for another reason (success is announced on the dashboard).
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
