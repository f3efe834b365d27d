/**
 * Login exactly as SPEC section 2: "Hello Admin !", username (sent as email), password with show/hide, Login,
 * a Register link that explains it is not available, the "Invalid credentials" dialog on failure. On success
 * the dashboard opens at once and "Login Successful" is announced there (a success notification), so the
 * message never holds the admin back. Field errors come from the shared adminLoginSchema once a field was touched.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, IconButton, InputAdornment, Link, TextField, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { LoginResultDialog } from './LoginResultDialog';
import { useAdminLogin } from './useAdminLogin';
import { loginResolver, type LoginInput, type LoginValues } from './loginResolver';
import { warmUpAfterLogin } from './warmUp';

export function LoginPage() {
  const translate = useTranslate();
  const [showPassword, setShowPassword] = useState(false);
  const [failed, setFailed] = useState(false);
  const { authenticate, enter } = useAdminLogin();
  const { register, handleSubmit, formState } = useForm<LoginInput, unknown, LoginValues>({
    resolver: loginResolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await authenticate(values);
    } catch {
      setFailed(true);
      return;
    }
    enter();
  });

  const { errors, isSubmitting } = formState;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" noValidate onSubmit={onSubmit} onInput={warmUpAfterLogin} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography component="h1" variant="h5" textAlign="center">
            {translate('app.login.heading')}
          </Typography>
          <TextField
            label={translate('app.login.username')}
            autoComplete="username"
            autoFocus
            error={Boolean(errors.email)}
            helperText={errors.email?.message}
            slotProps={{ htmlInput: { 'aria-required': true } }}
            {...register('email')}
          />
          <TextField
            label={translate('app.login.password')}
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
                      aria-label={translate(showPassword ? 'app.login.hidePassword' : 'app.login.showPassword')}
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
            {translate('app.login.submit')}
          </Button>
          <Link component="button" type="button" aria-disabled="true" aria-describedby="register-hint" onClick={(e: React.MouseEvent) => e.preventDefault()} sx={{ alignSelf: 'center' }}>
            {translate('app.login.register')}
          </Link>
          <Typography id="register-hint" variant="caption" color="text.secondary" textAlign="center">
            {translate('app.login.registerHint')}
          </Typography>
        </CardContent>
      </Card>
      <LoginResultDialog open={failed} onClose={() => setFailed(false)} />
    </Box>
  );
}
