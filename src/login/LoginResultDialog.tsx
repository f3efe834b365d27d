import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The legacy message modal of a failed login: "Invalid credentials" (success is announced on the dashboard). */
export function LoginResultDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-describedby="login-result">
      <DialogContent>
        <DialogContentText id="login-result" role="alert">
          {translate('app.login.invalid')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('app.login.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
