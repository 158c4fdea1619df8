import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { forgotPasswordSchema } from '@pharmatrace/domain';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { FormTextField } from '@/components/ui/form-text-field';
import { paths } from '@/config/paths';
import { serverMessageOf } from '@/lib/errors';
import { useForgotPassword } from '../api/forgot-password';

/** /forgot_password (spec 000 §2): the e-mail only needs to be non-empty here. */
export function ForgotPasswordForm() {
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const mutation = useForgotPassword();

  const onSubmit = form.handleSubmit((values) => mutation.mutate(values));

  if (mutation.isSuccess) {
    const email = form.getValues('email').trim().toLowerCase();
    return (
      <Box>
        <Alert severity="success" role="status">
          A code was sent to {mutation.data.CodeDeliveryDetails.Destination}.
        </Alert>
        <Typography sx={{ mt: 2 }}>Enter this code on the next page to choose a new password.</Typography>
        <Button
          component={RouterLink}
          to={paths.auth.setPassword.getHref(email)}
          variant="contained"
          fullWidth
          size="large"
          sx={{ mt: 3 }}
        >
          Set a new password
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography color="text.secondary">
        Enter the e-mail address of your account: we will send you a code to choose a new password.
      </Typography>
      <Box component="fieldset" disabled={mutation.isPending} sx={{ border: 0, p: 0, m: 0 }}>
        <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
      </Box>
      {mutation.isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {serverMessageOf(mutation.error)}
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
        Send code
      </Button>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <AppLink to={paths.auth.login.getHref()}>Back to login</AppLink>
        {' · '}
        <AppLink to={paths.auth.setPassword.getHref()}>I already have a code</AppLink>
      </Typography>
    </Box>
  );
}
