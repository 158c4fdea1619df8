import { changePasswordSchema } from '@pharmatrace/domain';
import { Form } from '@/components/ui/form';
import { FormTextField } from '@/components/ui/form-text-field';
import { useNotify } from '@/components/ui/notifications';
import { fieldErrorOf, saidByServer } from '@/lib/errors';
import { useT } from '@/lib/language';
import { useChangePassword } from '../api/change-password';

const emptyValues = { password: '', newPassword: '', confirmNewPassword: '' };

/** 'Change password' tab of /my_account/admin (spec 000 §5 Change password, §8). */
export function ChangePasswordForm() {
  const notify = useNotify();
  const mutation = useChangePassword();
  const t = useT();

  return (
    <Form
      schema={changePasswordSchema}
      defaultValues={emptyValues}
      requireChange
      submitLabel={t('common.save')}
      sx={{ maxWidth: 560 }}
      onSubmit={async (values, form) => {
        await mutation.mutateAsync(values);
        form.reset(emptyValues);
        notify(t('ui.changePassword.success'));
      }}
      placeError={(error, form) => {
        if (!saidByServer(error, 'incorrectCredentials')) return false;
        form.setError('password', fieldErrorOf('ui.changePassword.incorrectPassword'), { shouldFocus: true });
        return true;
      }}
    >
      {({ control }) => (
        <>
          <FormTextField
            control={control}
            name="password"
            label={t('account.currentPassword')}
            type="password"
            autoComplete="current-password"
          />
          <FormTextField
            control={control}
            name="newPassword"
            label={t('field.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('password.hint')}
            deps={['confirmNewPassword']}
          />
          <FormTextField
            control={control}
            name="confirmNewPassword"
            label={t('account.confirmPassword')}
            type="password"
            autoComplete="new-password"
          />
        </>
      )}
    </Form>
  );
}
