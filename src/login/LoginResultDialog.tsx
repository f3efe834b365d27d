import { Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The legacy message modal: "Invalid credentials" on failure, "Login Successful" on success. */
export function LoginResultDialog({ outcome, onClose }: { outcome: 'idle' | 'failed' | 'succeeded'; onClose: () => void }) {
  const translate = useTranslate();
  const message = outcome === 'failed' ? 'app.login.invalid' : 'app.login.success';
  return (
    <Dialog open={outcome !== 'idle'} onClose={onClose} aria-describedby="login-result">
      <DialogContent>
        <DialogContentText id="login-result" role={outcome === 'failed' ? 'alert' : 'status'}>
          {translate(message)}
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
