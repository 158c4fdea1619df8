import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { LoginResponse } from '@pharmatrace/domain';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { AppLink } from '@/components/ui/app-link';
import { Form } from '@/components/ui/form';
import { FormTextField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useLogin } from '../api/login';
import { loginErrorMessage } from '../utils/error-messages';

const validation = lazyResolver(() => import('./login-validation').then((m) => m.loginResolver));

/** /login (spec 000 §2): email, password, 'Keep me logged in', 'Log In', and the two links. */
export function LoginForm({ onSuccess }: { onSuccess: (response: LoginResponse, email: string) => void }) {
  // The rules load right after the first paint, not before it (issue #17).
  useEffect(() => validation.preload(), []);
  const loginMutation = useLogin();
  const t = useT();

  return (
    <Form
      resolver={validation.resolver}
      defaultValues={{ email: '', password: '', keepLogged: false }}
      submitLabel={t('login.submit')}
      wideSubmit
      // Spec 000 §8: every login failure is one message above the button.
      fieldErrors={false}
      alertMessage={loginErrorMessage}
      onSubmit={async (values) => {
        const request = { email: values.email, password: values.password, keepLogged: values.keepLogged };
        onSuccess(await loginMutation.mutateAsync(request), request.email);
      }}
      footer={
        <Typography sx={{ mt: 3, textAlign: 'center' }}>
          {t('login.noAccount')}{' '}
          <AppLink to={paths.auth.register.getHref()}>{t('login.registerHere')}</AppLink>
        </Typography>
      }
    >
      {({ control }) => (
        <>
          <FormTextField
            control={control}
            name="email"
            label={t('field.email')}
            type="email"
            autoComplete="username"
            autoFocus
          />
          <FormTextField
            control={control}
            name="password"
            label={t('field.password')}
            type="password"
            autoComplete="current-password"
          />
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Controller
              control={control}
              name="keepLogged"
              render={({ field }) => (
                <FormControlLabel
                  label={t('login.keepLogged')}
                  control={
                    <Checkbox
                      name={field.name}
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                />
              )}
            />
            <AppLink to={paths.auth.forgotPassword.getHref()}>{t('login.forgotPassword')}</AppLink>
          </Box>
        </>
      )}
    </Form>
  );
}
