import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Client, generalInformationSchema, uiMessages } from '@pharmatrace/domain';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form-text-field';
import { useNotify } from '@/components/ui/notifications';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, serverMessageOf } from '@/lib/errors';
import { useUpdateGeneralInformation } from '../api/update-general-information';

const fieldNames = ['companyName', 'contactName', 'phone', 'email'] as const;

/** 'General information' tab of /my_account/admin (spec 000 §5 Account administration). */
export function GeneralInformationForm({ client }: { client: Client }) {
  const notify = useNotify();
  const form = useForm({
    resolver: zodResolver(generalInformationSchema),
    mode: 'onChange',
    defaultValues: {
      companyName: client.companyName,
      contactName: client.contactName,
      phone: client.phone,
      email: client.email,
    },
  });
  const mutation = useUpdateGeneralInformation();
  const { isDirty, isValid } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset(values);
        notify('General information saved');
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          form.setError(
            'email',
            { type: 'server', message: uiMessages.register.emailTaken },
            { shouldFocus: true },
          );
          return;
        }
        applyFieldErrors(error, form.setError, fieldNames);
      },
    }),
  );

  const error = mutation.error;
  const showAlert = mutation.isError && !(isApiError(error) && (error.status === 409 || error.fields));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 560 }}>
      <Box component="fieldset" disabled={mutation.isPending} sx={{ border: 0, p: 0, m: 0 }}>
        <FormTextField
          control={form.control}
          name="companyName"
          label="Company name"
          autoComplete="organization"
        />
        <FormTextField control={form.control} name="contactName" label="Contact name" autoComplete="name" />
        <FormTextField control={form.control} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
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
