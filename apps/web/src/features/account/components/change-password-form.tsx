import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { changePasswordSchema, messages, serverMessages, uiMessages } from '@pharmatrace/domain';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form-text-field';
import { useNotify } from '@/components/ui/notifications';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, serverMessageOf } from '@/lib/errors';
import { useChangePassword } from '../api/change-password';

const fieldNames = ['password', 'newPassword', 'confirmNewPassword'] as const;
const emptyValues = { password: '', newPassword: '', confirmNewPassword: '' };

/** 'Change password' tab of /my_account/admin (spec 000 §5 Change password, §8). */
export function ChangePasswordForm() {
  const notify = useNotify();
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onChange',
    defaultValues: emptyValues,
  });
  const mutation = useChangePassword();
  const { isDirty, isValid } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset(emptyValues);
        notify(uiMessages.changePassword.success);
      },
      onError: (error) => {
        if (isApiError(error) && error.serverMessage === serverMessages.incorrectCredentials) {
          form.setError(
            'password',
            { type: 'server', message: uiMessages.changePassword.incorrectPassword },
            { shouldFocus: true },
          );
          return;
        }
        applyFieldErrors(error, form.setError, fieldNames);
      },
    }),
  );

  const error = mutation.error;
  const showAlert =
    mutation.isError &&
    !(isApiError(error) && (error.serverMessage === serverMessages.incorrectCredentials || error.fields));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 560 }}>
      <Box component="fieldset" disabled={mutation.isPending} sx={{ border: 0, p: 0, m: 0 }}>
        <FormTextField
          control={form.control}
          name="password"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <FormTextField
          control={form.control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={messages.password.hint}
          deps={['confirmNewPassword']}
        />
        <FormTextField
          control={form.control}
          name="confirmNewPassword"
          label="Confirm your password"
          type="password"
          autoComplete="new-password"
        />
      </Box>
      {showAlert ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {serverMessageOf(error)}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        sx={{ mt: 2 }}
        disabled={!isDirty || !isValid}
        loading={mutation.isPending}
      >
        Save
      </Button>
    </Box>
  );
}
