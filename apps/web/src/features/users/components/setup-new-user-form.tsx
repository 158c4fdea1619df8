import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { createSubUserSchema } from '@pharmatrace/domain';
import { AppLink } from '@/components/ui/app-link';
import { Form } from '@/components/ui/form';
import { FormTextField } from '@/components/ui/form-text-field';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { fieldErrorOf, saidByServer } from '@/lib/errors';
import { useT } from '@/lib/language';
import { useCreateSubUser } from '../api/create-sub-user';

const emptyValues = { name: '', function: '', email: '' };

function isEmailTaken(error: unknown): boolean {
  return saidByServer(error, 'emailTaken') || (isApiError(error) && error.status === 409);
}

/** /my_account/setup_new_user: 'Setup new user' (spec 001 §2, §5 New user, §8). */
export function SetupNewUserForm() {
  const mutation = useCreateSubUser();
  const t = useT();

  return (
    <>
      <PageHeader
        title={t('account.setupNewUser')}
        description={t('account.setup.description')}
        back={{ to: paths.account.hub.getHref(), label: t('account.myAccount') }}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 600 }}>
        <Form
          schema={createSubUserSchema}
          defaultValues={emptyValues}
          submitLabel={t('account.setup.submit')}
          onSubmit={async (values, form) => {
            await mutation.mutateAsync(values);
            form.reset(emptyValues);
          }}
          placeError={(error, form) => {
            if (!isEmailTaken(error)) return false;
            form.setError('email', fieldErrorOf('ui.subUser.emailInUse'), { shouldFocus: true });
            return true;
          }}
          footer={
            <Box sx={{ mt: 2 }}>
              <AppLink to={paths.account.userList.getHref()}>{t('account.setup.seeList')}</AppLink>
            </Box>
          }
        >
          {({ control }) => (
            <>
              <FormTextField
                control={control}
                name="name"
                label={t('account.users.name')}
                autoComplete="off"
              />
              <FormTextField
                control={control}
                name="function"
                label={t('account.users.function')}
                autoComplete="off"
              />
              <FormTextField
                control={control}
                name="email"
                label={t('field.email')}
                type="email"
                autoComplete="off"
              />
              {mutation.isSuccess ? (
                <Alert severity="success" role="status" sx={{ mt: 2 }}>
                  {t('ui.subUser.created')}
                </Alert>
              ) : null}
            </>
          )}
        </Form>
      </Paper>
    </>
  );
}
