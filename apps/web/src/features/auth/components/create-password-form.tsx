import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AuthenticationResult, messages, passwordSchema } from '@pharmatrace/domain';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '@/components/ui/form-text-field';
import { serverMessageOf } from '@/lib/errors';
import { useCreatePasswordSubUser } from '../api/create-password-sub-user';

const createPasswordFormSchema = z.object({ password: passwordSchema });

/**
 * Replaces the login form when the answer is a NEW_PASSWORD_REQUIRED challenge (an invited
 * sub-user's first login, spec 000 §2): the e-mail is shown disabled, a new password is asked.
 */
export function CreatePasswordForm({
  email,
  session,
  onSuccess,
}: {
  email: string;
  session: string;
  onSuccess: (result: AuthenticationResult) => void;
}) {
  const form = useForm({
    resolver: zodResolver(createPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { password: '' },
  });
  const mutation = useCreatePasswordSubUser();

  const onSubmit = form.handleSubmit(({ password }) => {
    mutation.mutate(
      { email, password, challengeSession: session },
      { onSuccess: (answer) => onSuccess(answer.AuthenticationResult) },
    );
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Welcome! Please choose the password you will use from now on.
      </Typography>
      <Box component="fieldset" disabled={mutation.isPending} sx={{ border: 0, p: 0, m: 0 }}>
        <TextField label="Email" value={email} disabled autoComplete="username" />
        <FormTextField
          control={form.control}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={messages.password.hint}
          autoFocus
        />
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
        Create password
      </Button>
    </Box>
  );
}
