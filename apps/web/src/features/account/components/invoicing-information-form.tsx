import { type Client, invoicingInformationSchema } from '@pharmatrace/domain';
import { Form } from '@/components/ui/form';
import { FormTextField } from '@/components/ui/form-text-field';
import { useNotify } from '@/components/ui/notifications';
import { useUpdateInvoicingInformation } from '../api/update-invoicing-information';

/** 'Invoicing information' tab of /my_account/admin. */
export function InvoicingInformationForm({ client }: { client: Client }) {
  const notify = useNotify();
  const mutation = useUpdateInvoicingInformation();

  return (
    <Form
      schema={invoicingInformationSchema}
      defaultValues={{
        companylegalName: client.companylegalName,
        addressLine1: client.addressLine1,
        addressLine2: client.addressLine2,
        addressLine3: client.addressLine3,
      }}
      requireChange
      submitLabel="Save"
      sx={{ maxWidth: 560 }}
      onSubmit={async (values, form) => {
        await mutation.mutateAsync(values);
        form.reset(values);
        notify('Invoicing information saved');
      }}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="companylegalName" label="Company legal name" />
          <FormTextField
            control={control}
            name="addressLine1"
            label="Address line 1 (street)"
            autoComplete="address-line1"
          />
          <FormTextField
            control={control}
            name="addressLine2"
            label="Address line 2 (zip code and city)"
            autoComplete="address-line2"
          />
          <FormTextField
            control={control}
            name="addressLine3"
            label="Address line 3 (country)"
            autoComplete="country-name"
          />
        </>
      )}
    </Form>
  );
}
