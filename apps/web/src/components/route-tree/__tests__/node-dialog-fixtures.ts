import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Pastes the text in one go (the tests about typing use user.type). */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The n-th 'Manufacturer #n' block of the open dialog. */
export const block = (n: number) => screen.getByRole('region', { name: `Manufacturer #${n}` });

export async function fillManufacturer(
  user: UserEvent,
  n: number,
  {
    company,
    country,
    percentage,
    city,
  }: { company: string; country: string; percentage: string; city: string },
) {
  const region = block(n);
  await fill(user, within(region).getByLabelText('Company name'), company);
  await user.type(
    within(region).getByRole('combobox', { name: 'Production site country' }),
    country.slice(0, 3),
  );
  await user.click(await screen.findByRole('option', { name: country }));
  await fill(user, within(region).getByLabelText('Percentage'), percentage);
  await fill(user, within(region).getByLabelText('City'), city);
}

/** Opens 'Add a precursor' on the product (the toolbar acts on the selected node, the root at first). */
export async function openAddPrecursor(user: UserEvent) {
  const toolbar = await screen.findByRole('toolbar');
  await user.click(within(toolbar).getByRole('button', { name: 'Add a precursor' }));
  return screen.findByRole('dialog', { name: 'Add a precursor' });
}
