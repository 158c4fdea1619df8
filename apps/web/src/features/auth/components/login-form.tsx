import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { LoginResponse } from '@pharmatrace/domain';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AppLink } from '@/components/ui/app-link';
import { FormTextField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useLogin } from '../api/login';
import { loginErrorMessage } from '../utils/error-messages';
import type { LoginResolver } from './login-validation';

const validation = lazyResolver<LoginResolver>(() =>
  import('./login-validation').then((m) => m.loginResolver),
);

/** /login (spec 000 §2): email, password, 'Keep me logged in', 'Log In', and the two links. */
export function LoginForm({ onSuccess }: { onSuccess: (response: LoginResponse, email: string) => void }) {
  // The rules load right after the first paint, not before it (issue #17).
  useEffect(() => validation.preload(), []);
  const form = useForm({
    resolver: validation.resolver,
    mode: 'onChange',
    defaultValues: { email: '', password: '', keepLogged: false },
  });
  const loginMutation = useLogin();

  const onSubmit = form.handleSubmit((values) => {
    const request = { email: values.email, password: values.password, keepLogged: values.keepLogged };
    loginMutation.mutate(request, { onSuccess: (response) => onSuccess(response, request.email) });
  });

  const isSubmitting = loginMutation.isPending;

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Box component="fieldset" disabled={isSubmitting} sx={{ border: 0, p: 0, m: 0 }}>
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
        />
        <FormTextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Controller
            control={form.control}
            name="keepLogged"
            render={({ field }) => (
              <FormControlLabel
                label="Keep me logged in"
                control={
                  <Checkbox
                    name={field.name}
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                  />
                }
              />
            )}
          />
          <AppLink to={paths.auth.forgotPassword.getHref()}>Forgot password ?</AppLink>
        </Box>
      </Box>

      {loginMutation.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {loginErrorMessage(loginMutation.error)}
        </Alert>
      ) : null}

      <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 3 }}>
        Log In
      </Button>

      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        No account yet? <AppLink to={paths.auth.register.getHref()}>Register here</AppLink>
      </Typography>
    </Box>
  );
}
