import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { messages, resetPasswordFormSchema, uiMessages } from '@pharmatrace/domain';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { FormTextField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import { applyFieldErrors } from '@/lib/errors';
import { useResetPassword } from '../api/reset-password';
import { isInvalidCodeError, resetErrorMessage } from '../utils/error-messages';

/** /set_password (spec 000 §2): code (6 digits), e-mail and new password. */
export function SetPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { code: '', email: initialEmail, password: '' },
  });
  const mutation = useResetPassword();

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onError: (error) => {
        if (!isInvalidCodeError(error)) applyFieldErrors(error, form.setError, ['code', 'email', 'password']);
      },
    }),
  );

  if (mutation.isSuccess) {
    return (
      <Box>
        <Alert severity="success" role="status">
          {uiMessages.reset.success}
        </Alert>
        <Button
          component={RouterLink}
          to={paths.auth.login.getHref()}
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 3 }}
        >
          Go to login
        </Button>
      </Box>
    );
  }

  const error = mutation.error;
  const showAlert =
    mutation.isError && (isInvalidCodeError(error) || !(error && 'fields' in error && error.fields));

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography color="text.secondary">
        Enter the code you received by e-mail and choose a new password.
      </Typography>
      <Box component="fieldset" disabled={mutation.isPending} sx={{ border: 0, p: 0, m: 0 }}>
        <FormTextField
          control={form.control}
          name="code"
          label="Code"
          hint={messages.reset.codeHint}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <FormTextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
        />
        <FormTextField
          control={form.control}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={messages.password.hint}
        />
      </Box>
      {showAlert ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {resetErrorMessage(error)}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={mutation.isPending}
        sx={{ mt: 3 }}
      >
        Change password
      </Button>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <AppLink to={paths.auth.forgotPassword.getHref()}>Request a new code</AppLink>
        {' · '}
        <AppLink to={paths.auth.login.getHref()}>Back to login</AppLink>
      </Typography>
    </Box>
  );
}
