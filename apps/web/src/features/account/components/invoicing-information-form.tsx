import { type Client, invoicingInformationSchema } from '@pharmatrace/domain';
import { Form } from '@/components/ui/form';
import { FormTextField } from '@/components/ui/form-text-field';
import { invoicingFields } from '@/components/ui/invoicing-fields';
import { useNotify } from '@/components/ui/notifications';
import { useT } from '@/lib/language';
import { useUpdateInvoicingInformation } from '../api/update-invoicing-information';

/** 'Invoicing information' tab of /my_account/admin. */
export function InvoicingInformationForm({ client }: { client: Client }) {
  const notify = useNotify();
  const mutation = useUpdateInvoicingInformation();
  const t = useT();

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
      submitLabel={t('common.save')}
      sx={{ maxWidth: 560 }}
      onSubmit={async (values, form) => {
        await mutation.mutateAsync(values);
        form.reset(values);
        notify(t('account.invoicingSaved'));
      }}
    >
      {({ control }) =>
        invoicingFields.map((field) => (
          <FormTextField key={field.name} control={control} {...field} label={t(`field.${field.name}`)} />
        ))
      }
    </Form>
  );
}
