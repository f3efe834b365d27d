/**
 * Login exactly as SPEC section 2: "Hello Admin !", username (sent as email), password with show/hide, Login,
 * a Register link that explains it is not available, the "Invalid credentials" dialog on failure. On success
 * `onLoggedIn` opens the dashboard at once, with the "Login Successful" dialog over it. Field errors come from the shared adminLoginSchema once a field was touched.
 *
 * No react-admin here: /admin/login renders this form before react-admin is loaded (src/login/standalone.tsx),
 * and react-admin renders it too when a session ends (src/login/LoginPage.tsx).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Box, Button, Card, CardContent, IconButton, InputAdornment, Link, TextField, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { LoginResultDialog } from './LoginResultDialog';
import { loginResolver, type LoginInput, type LoginValues } from './loginResolver';
import type { LoginText } from './messages';
import { warmUpAfterLogin } from './warmUp';

export interface LoginFormProps {
  /** Rejects when the backend refuses the credentials. */
  authenticate: (credentials: LoginValues) => Promise<void>;
  onLoggedIn: () => void;
  text: LoginText;
}

export function LoginForm({ authenticate, onLoggedIn, text }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const [failed, setFailed] = useState(false);
  /** The failure dialog's text; kept while the dialog closes. */
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, formState } = useForm<LoginInput, unknown, LoginValues>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await authenticate(values);
    } catch (error) {
      setFailure(failureText(error, text));
      setFailed(true);
      return;
    }
    onLoggedIn();
  });

  const { errors, isSubmitting } = formState;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" noValidate onSubmit={onSubmit} onInput={warmUpAfterLogin} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography component="h1" variant="h5" textAlign="center">
            {text('heading')}
          </Typography>
          <TextField
            label={text('username')}
            autoComplete="username"
            autoFocus
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
            slotProps={{ htmlInput: { 'aria-required': true } }}
            {...register('email')}
          />
          <TextField
            label={text('password')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            error={Boolean(errors.password)}
            helperText={errors.password?.message}
            {...register('password')}
            slotProps={{
              htmlInput: { 'aria-required': true },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      onClick={() => setShowPassword((shown) => !shown)}
                      aria-label={text(showPassword ? 'hidePassword' : 'showPassword')}
                      aria-pressed={showPassword}
                      edge="end"
                    >
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {text('submit')}
          </Button>
          <Link component="button" type="button" aria-disabled="true" aria-describedby="register-hint" onClick={(e: React.MouseEvent) => e.preventDefault()} sx={{ alignSelf: 'center' }}>
            {text('register')}
          </Link>
          <Typography id="register-hint" variant="caption" color="text.secondary" textAlign="center">
            {text('registerHint')}
          </Typography>
        </CardContent>
      </Card>
      <LoginResultDialog open={failed} message={failure} onClose={() => setFailed(false)} text={text} />
    </Box>
  );
}

/**
 * Wrong credentials (any failure, SPEC 8) read "Invalid credentials". A login refused for too many failed
 * tries (429) says so in the server's words ("Too many failed logins; try again in 60 s"): otherwise an admin
 * who now types the right password is told it is wrong.
 */
function failureText(error: unknown, text: LoginText): string {
  const { status, message } = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; message?: unknown };
  return status === 429 && typeof message === 'string' && message.trim() ? message : text('invalid');
}
