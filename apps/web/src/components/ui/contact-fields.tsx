import type { Control, FieldValues, Path } from 'react-hook-form';
import { useT } from '@/lib/language';
import { FormTextField } from './form-text-field';

/** The form values the contact fields fill (spec 000 §2 'Registration' step 1, §5 'General information'). */
type ContactValues = { companyName: string; contactName: string; phone: string; email: string };

/** The fields in their order; labels are the catalogue's `field.<name>` (issue #27), in the page's language. */
const contactFields = [
  { name: 'companyName', autoComplete: 'organization' },
  { name: 'contactName', autoComplete: 'name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const;

/**
 * The company's contact (company name, contact name, phone, e-mail), as the register wizard's
 * step 1 and the 'General information' tab of My Account both draw them: one FormTextField each.
 */
export function ContactFields<TValues extends FieldValues & ContactValues>({
  control,
}: {
  control: Control<TValues>;
}) {
  const t = useT();
  return contactFields.map((field) => (
    <FormTextField
      key={field.name}
      control={control}
      {...field}
      // Each name is a key of ContactValues, which TValues extends; TypeScript cannot follow a
      // literal through the generic, so the path is named here once.
      name={field.name as Path<TValues>}
      label={t(`field.${field.name}`)}
    />
  ));
}
