import { type Client, generalInformationSchema } from '@pharmatrace/domain';
import { ContactFields } from '@/components/ui/contact-fields';
import { Form } from '@/components/ui/form';
import { useNotify } from '@/components/ui/notifications';
import { isApiError } from '@/lib/api-client';
import { fieldErrorOf } from '@/lib/errors';
import { useT } from '@/lib/language';
import { useUpdateGeneralInformation } from '../api/update-general-information';

/** 'General information' tab of /my_account/admin (spec 000 §5 Account administration). */
export function GeneralInformationForm({ client }: { client: Client }) {
  const notify = useNotify();
  const mutation = useUpdateGeneralInformation();
  const t = useT();

  return (
    <Form
      schema={generalInformationSchema}
      defaultValues={{
        companyName: client.companyName,
        contactName: client.contactName,
        phone: client.phone,
        email: client.email,
      }}
      requireChange
      submitLabel={t('common.save')}
      sx={{ maxWidth: 560 }}
      onSubmit={async (values, form) => {
        await mutation.mutateAsync(values);
        form.reset(values);
        notify(t('account.generalSaved'));
      }}
      placeError={(error, form) => {
        if (!isApiError(error) || error.status !== 409) return false;
        form.setError('email', fieldErrorOf('ui.register.emailTaken'), { shouldFocus: true });
        return true;
      }}
    >
      {({ control }) => <ContactFields control={control} />}
    </Form>
  );
}
