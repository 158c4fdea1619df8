import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Client, invoicingInformationSchema } from '@pharmatrace/domain';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form-text-field';
import { useNotify } from '@/components/ui/notifications';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, serverMessageOf } from '@/lib/errors';
import { useUpdateInvoicingInformation } from '../api/update-invoicing-information';

const fieldNames = ['companylegalName', 'addressLine1', 'addressLine2', 'addressLine3'] as const;

/** 'Invoicing information' tab of /my_account/admin. */
export function InvoicingInformationForm({ client }: { client: Client }) {
  const notify = useNotify();
  const form = useForm({
    resolver: zodResolver(invoicingInformationSchema),
    mode: 'onChange',
    defaultValues: {
      companylegalName: client.companylegalName,
      addressLine1: client.addressLine1,
      addressLine2: client.addressLine2,
      addressLine3: client.addressLine3,
    },
  });
  const mutation = useUpdateInvoicingInformation();
  const { isDirty, isValid } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        form.reset(values);
        notify('Invoicing information saved');
      },
      onError: (error) => applyFieldErrors(error, form.setError, fieldNames),
    }),
  );

  const error = mutation.error;
  const showAlert = mutation.isError && !(isApiError(error) && error.fields);

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 560 }}>
      <Box component="fieldset" disabled={mutation.isPending} sx={{ border: 0, p: 0, m: 0 }}>
        <FormTextField control={form.control} name="companylegalName" label="Company legal name" />
        <FormTextField
          control={form.control}
          name="addressLine1"
          label="Address line 1 (street)"
          autoComplete="address-line1"
        />
        <FormTextField
          control={form.control}
          name="addressLine2"
          label="Address line 2 (zip code and city)"
          autoComplete="address-line2"
        />
        <FormTextField
          control={form.control}
          name="addressLine3"
          label="Address line 3 (country)"
          autoComplete="country-name"
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
