import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { resetPasswordFormSchema } from '@pharmatrace/domain';
import { Link as RouterLink } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Form } from '@/components/ui/form';
import { FormTextField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import { useT } from '@/lib/language';
import { useResetPassword } from '../api/reset-password';
import { isInvalidCodeError, resetErrorMessage } from '../utils/error-messages';

/** /set_password (spec 000 §2): code (6 digits), e-mail and new password. */
export function SetPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const mutation = useResetPassword();
  const t = useT();

  if (mutation.isSuccess) {
    return (
      <Box>
        <Alert severity="success" role="status">
          {t('ui.reset.success')}
        </Alert>
        <Button
          component={RouterLink}
          to={paths.auth.login.getHref()}
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 3 }}
        >
          {t('auth.goToLogin')}
        </Button>
      </Box>
    );
  }

  return (
    <Form
      schema={resetPasswordFormSchema}
      defaultValues={{ code: '', email: initialEmail, password: '' }}
      submitLabel={t('setPassword.submit')}
      wideSubmit
      // A wrong or expired code is one alert (spec 000 §8), even when the server names the field.
      fieldErrors={(error) => !isInvalidCodeError(error)}
      alertMessage={resetErrorMessage}
      onSubmit={(values) => mutation.mutateAsync(values)}
      header={<Typography color="textSecondary">{t('setPassword.intro')}</Typography>}
      footer={
        <Typography sx={{ mt: 3, textAlign: 'center' }}>
          <AppLink to={paths.auth.forgotPassword.getHref()}>{t('setPassword.requestNew')}</AppLink>
          {' · '}
          <AppLink to={paths.auth.login.getHref()}>{t('forgotPassword.backToLogin')}</AppLink>
        </Typography>
      }
    >
      {({ control }) => (
        <>
          <FormTextField
            control={control}
            name="code"
            label={t('field.code')}
            hint={t('reset.codeHint')}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <FormTextField
            control={control}
            name="email"
            label={t('field.email')}
            type="email"
            autoComplete="username"
          />
          <FormTextField
            control={control}
            name="password"
            label={t('field.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('password.hint')}
          />
        </>
      )}
    </Form>
  );
}
