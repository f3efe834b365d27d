/**
 * Login exactly as SPEC section 2: "Hello Admin !", username (sent as email), password with show/hide, Login,
 * a Register link that explains it is not available, the "Invalid credentials" dialog on failure. On success
 * `onLoggedIn` opens the dashboard at once, with the "Login Successful" dialog over it. Field errors come from the shared admin login rule (src/domain/adminLogin.ts) once a field was touched.
 *
 * No react-admin here: /admin/login renders this form before react-admin is loaded (src/login/standalone.tsx),
 * and react-admin renders it too when a session ends (src/login/LoginPage.tsx).
 */
import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, FilledInput, FormControl, FormHelperText, IconButton, InputAdornment, InputLabel, Link, Typography } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
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
  const { field, errors, isSubmitting, onSubmit } = useLoginForm(async (values) => {
    try {
      await authenticate(values);
    } catch (error) {
      setFailure(failureText(error, text));
      setFailed(true);
      return;
    }
    onLoggedIn();
  });

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" noValidate onSubmit={(event) => void onSubmit(event)} onInput={warmUpAfterLogin} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography component="h1" variant="h5" textAlign="center">
            {text('heading')}
          </Typography>
          <LoginField
            label={text('username')}
            autoComplete="username"
            autoFocus
            error={errors.email}
            registration={field('email')}
          />
          <LoginField
            label={text('password')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            error={errors.password}
            registration={field('password')}
            endAdornment={
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
            }
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
      {failure && (
        <Suspense fallback={null}>
          <LoginResultDialog open={failed} message={failure} onClose={() => setFailed(false)} text={text} />
        </Suspense>
      )}
    </Box>
  );
}

/**
 * The dialog (MUI's Dialog, Modal, focus trap and transitions) only once a login failed: the page's first load does
 * without it, and the warm-up (warmUp.ts) fetches it ahead.
 */
const LoginResultDialog = lazy(() => import('./LoginResultDialog').then((module) => ({ default: module.LoginResultDialog })));

type FieldName = keyof LoginInput;
const FIELDS: readonly FieldName[] = ['email', 'password'];
const RESOLVER_OPTIONS = { fields: {}, shouldUseNativeValidation: false } as unknown as Parameters<typeof loginResolver>[2];

interface FieldRegistration {
  name: FieldName;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

/**
 * The form's state as react-hook-form's `mode: 'onTouched'` keeps it, for two fields: a field's error shows once it
 * was left (blurred), then follows every change; a submit checks both and calls `onValid` with the schema's values.
 * Two fields do not need the library on the page's first load (about a tenth of its bytes); the resolver is the
 * same shared schema (loginResolver.ts), loaded on first use.
 */
function useLoginForm(onValid: (values: LoginValues) => Promise<void>) {
  const values = useRef<LoginInput>({ email: '', password: '' });
  const touched = useRef(new Set<FieldName>());
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const validate = async () => {
    // Only the fields left so far are checked in words: leaving the e-mail does not render the empty password's error.
    const result = await loginResolver(values.current, undefined, { ...RESOLVER_OPTIONS, names: [...touched.current] });
    const shown: Partial<Record<FieldName, string>> = {};
    for (const name of touched.current) {
      const message = result.errors[name]?.message;
      if (typeof message === 'string') shown[name] = message;
    }
    setErrors(shown);
    return result;
  };
  const field = (name: FieldName): FieldRegistration => ({
    name,
    onChange: (event) => {
      values.current = { ...values.current, [name]: event.target.value };
      if (touched.current.has(name)) void validate();
    },
    onBlur: () => {
      touched.current.add(name);
      void validate();
    },
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    for (const name of FIELDS) touched.current.add(name);
    const result = await validate();
    if (Object.keys(result.errors).length > 0) return;
    setSubmitting(true);
    try {
      await onValid(result.values as LoginValues);
    } finally {
      setSubmitting(false);
    }
  };
  return { field, errors, isSubmitting, onSubmit };
}

/**
 * What MUI's TextField renders for the theme's filled variant (label, input, helper text, linked by ids), without
 * TextField itself: it also imports Select with its menu and popover, which a login page never shows.
 */
function LoginField({
  label,
  error,
  registration,
  type,
  autoComplete,
  autoFocus,
  endAdornment,
}: {
  label: string;
  error: string | undefined;
  registration: FieldRegistration;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
}) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl error={Boolean(error)}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <FilledInput
        id={id}
        {...registration}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={endAdornment}
        aria-describedby={error ? helperId : undefined}
        inputProps={{ 'aria-required': true }}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
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
