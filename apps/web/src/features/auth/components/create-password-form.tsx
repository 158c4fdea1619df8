import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AuthenticationResult, passwordSchema } from '@pharmatrace/domain';
import { z } from 'zod';
import { Form } from '@/components/ui/form';
import { FormTextField } from '@/components/ui/form-text-field';
import { useT } from '@/lib/language';
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
  const mutation = useCreatePasswordSubUser();
  const t = useT();

  return (
    <Form
      schema={createPasswordFormSchema}
      defaultValues={{ password: '' }}
      submitLabel={t('createPassword.submit')}
      wideSubmit
      onSubmit={async ({ password }) => {
        const answer = await mutation.mutateAsync({ email, password, challengeSession: session });
        onSuccess(answer.AuthenticationResult);
      }}
      header={
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          {t('createPassword.welcome')}
        </Typography>
      }
    >
      {({ control }) => (
        <>
          <TextField label={t('field.email')} value={email} disabled autoComplete="username" />
          <FormTextField
            control={control}
            name="password"
            label={t('field.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('password.hint')}
            autoFocus
          />
        </>
      )}
    </Form>
  );
}
