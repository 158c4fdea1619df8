import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { createSubUserSchema, serverMessages, uiMessages } from '@pharmatrace/domain';
import { useForm } from 'react-hook-form';
import { AppLink } from '@/components/ui/app-link';
import { FormTextField } from '@/components/ui/form-text-field';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, serverMessageOf } from '@/lib/errors';
import { useCreateSubUser } from '../api/create-sub-user';

const emptyValues = { name: '', function: '', email: '' };
const fieldNames = ['name', 'function', 'email'] as const;

function isEmailTaken(error: unknown): boolean {
  return isApiError(error) && (error.serverMessage === serverMessages.emailTaken || error.status === 409);
}

/** /my_account/setup_new_user: 'Setup new user' (spec 001 §2, §5 New user, §8). */
export function SetupNewUserForm() {
  const form = useForm({
    resolver: zodResolver(createSubUserSchema),
    mode: 'onChange',
    defaultValues: emptyValues,
  });
  const mutation = useCreateSubUser();

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => form.reset(emptyValues),
      onError: (error) => {
        if (isEmailTaken(error)) {
          form.setError(
            'email',
            { type: 'server', message: uiMessages.subUser.emailInUse },
            { shouldFocus: true },
          );
          return;
        }
        applyFieldErrors(error, form.setError, fieldNames);
      },
    }),
  );

  const error = mutation.error;
  const showAlert = mutation.isError && !isEmailTaken(error) && !(isApiError(error) && error.fields);

  return (
    <>
      <PageHeader
        title="Setup new user"
        description="The new user receives an invitation by e-mail and chooses a password at the first login."
        back={{ to: paths.account.hub.getHref(), label: 'My account' }}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 600 }}>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Box component="fieldset" disabled={mutation.isPending} sx={{ border: 0, p: 0, m: 0 }}>
            <FormTextField control={form.control} name="name" label="Name" autoComplete="off" />
            <FormTextField control={form.control} name="function" label="Function" autoComplete="off" />
            <FormTextField
              control={form.control}
              name="email"
              label="Email"
              type="email"
              autoComplete="off"
            />
          </Box>
          {mutation.isSuccess ? (
            <Alert severity="success" role="status" sx={{ mt: 2 }}>
              {uiMessages.subUser.created}
            </Alert>
          ) : null}
          {showAlert ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {serverMessageOf(error)}
            </Alert>
          ) : null}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, mt: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" loading={mutation.isPending}>
              Create user
            </Button>
            <AppLink to={paths.account.userList.getHref()}>See My User list</AppLink>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
