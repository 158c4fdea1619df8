import { messages } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lyon100, naturalTypes, paracetamol, renderEditor, smallTree, stubReferenceApi } from './harness';

/** Pastes the text in one go (the tests about typing use user.type). */
async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The n-th 'Manufacturer #n' block of the open dialog. */
const block = (n: number) => screen.getByRole('region', { name: `Manufacturer #${n}` });

async function fillManufacturer(
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
async function openAddPrecursor(user: UserEvent) {
  const toolbar = await screen.findByRole('toolbar');
  await user.click(within(toolbar).getByRole('button', { name: 'Add a precursor' }));
  return screen.findByRole('dialog', { name: 'Add a precursor' });
}

describe('route tree dialog (spec 001 §2, §5 Tree dialog)', { timeout: 150_000 }, () => {
  it('opens the root dialog by itself when the root has no manufacturer, once, with only manufacturers', async () => {
    stubReferenceApi();
    const { user, renderParent, changes } = renderEditor({ initial: null });

    const dialog = await screen.findByRole('dialog', { name: 'Manufacturers of Paracetamol' });
    expect(within(dialog).queryByLabelText('CAS number')).toBeNull();
    expect(within(dialog).queryByLabelText('Name')).toBeNull();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).getByRole('region', { name: 'Manufacturer #1' })).toBeInTheDocument();
    // The root cannot be deleted: a close icon, no delete icon.
    expect(within(dialog).queryByRole('button', { name: /Delete/ })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Drawn 'not completed', and not opened again by a new render.
    expect(screen.getByRole('treeitem', { name: 'Paracetamol, not completed' })).toBeInTheDocument();
    renderParent();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing was handed over: an untouched editor is no change.
    expect(changes).toEqual([]);
  });

  it('does not open by itself when the root has its manufacturers', async () => {
    stubReferenceApi();
    renderEditor({ initial: smallTree() });
    expect(await screen.findByRole('treeitem', { name: 'Paracetamol' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('builds the root from the product with the manufacturers typed', async () => {
    stubReferenceApi();
    const { user, lastTree } = renderEditor({ initial: null });
    await screen.findByRole('dialog', { name: 'Manufacturers of Paracetamol' });
    await fillManufacturer(user, 1, {
      company: 'Pharma Synthèse',
      country: 'France',
      percentage: '100',
      city: 'Lyon',
    });
    await user.click(screen.getByRole('button', { name: 'Validate' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastTree()).toMatchObject({
      name: paracetamol.name,
      cas: paracetamol.cas,
      type: 'CHEMICAL',
      manufacturers: [
        { companyName: 'Pharma Synthèse', countryId: 'FR', percentage: 100, city: 'Lyon', plantId: null },
      ],
      children: [],
    });
    expect(lastTree()?.id).toMatch(/^substance_/);
    expect(screen.getByRole('treeitem', { name: 'Paracetamol' })).toBeInTheDocument();
  });

  it('shows every message of spec 001 §5 for a precursor, as the person types', async () => {
    stubReferenceApi();
    const { user, changes } = renderEditor({ initial: smallTree() });
    const dialog = await openAddPrecursor(user);

    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    for (const message of [
      messages.tree.casEmpty,
      messages.tree.nameEmpty,
      messages.tree.companyNameEmpty,
      messages.tree.productionCountryEmpty,
      messages.tree.cityEmpty,
      messages.percentage.empty,
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('CAS number')).toHaveFocus();
    expect(within(dialog).getByLabelText('CE number (if no CAS)')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Validated on change: each message goes as the field is filled, and the percentage is explained.
    await user.type(within(dialog).getByLabelText('CAS number'), '123-30-8');
    await waitFor(() => expect(within(dialog).queryByText(messages.tree.casEmpty)).toBeNull());
    const percentage = within(block(1)).getByLabelText('Percentage');
    await user.type(percentage, 'ab');
    expect(await within(dialog).findByText(messages.percentage.notNumber)).toBeInTheDocument();
    await user.clear(percentage);
    await user.type(percentage, '150');
    expect(await within(dialog).findByText(messages.percentage.above100)).toBeInTheDocument();
    await user.clear(percentage);
    await user.type(percentage, '0');
    expect(await within(dialog).findByText(messages.percentage.zeroOrUnder)).toBeInTheDocument();
    // At most 3 characters (spec 001 §9).
    await user.clear(percentage);
    await user.type(percentage, '1000');
    expect(percentage).toHaveValue('100');
    expect(changes).toEqual([]);
  });

  it('needs the percentages to total 100', async () => {
    stubReferenceApi();
    const { user, lastTree } = renderEditor({ initial: smallTree() });
    const dialog = await openAddPrecursor(user);
    await fill(user, within(dialog).getByLabelText('CAS number'), '64-19-7');
    await fill(user, within(dialog).getByLabelText('Name'), 'Acetic acid');
    await fillManufacturer(user, 1, {
      company: 'Pharma Synthèse',
      country: 'France',
      percentage: '60',
      city: 'Lyon',
    });
    expect(await within(dialog).findByText(messages.percentage.totalNot100)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Add a manufacturer' }));
    await fillManufacturer(user, 2, { company: 'Deccan', country: 'India', percentage: '30', city: 'Pune' });
    expect(within(dialog).getByText(messages.percentage.totalNot100)).toBeInTheDocument();
    expect(within(dialog).getByText('Total: 90 %')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(screen.getByRole('dialog', { name: 'Add a precursor' })).toBeInTheDocument();

    const second = within(block(2)).getByLabelText('Percentage');
    await user.clear(second);
    await user.type(second, '40');
    await waitFor(() => expect(within(dialog).queryByText(messages.percentage.totalNot100)).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const added = lastTree()?.children?.at(-1);
    expect(added).toMatchObject({
      name: 'Acetic acid',
      cas: '64-19-7',
      type: 'CHEMICAL',
      isolated: true,
      manufacturers: [
        { companyName: 'Pharma Synthèse', countryId: 'FR', percentage: 60, city: 'Lyon' },
        { companyName: 'Deccan', countryId: 'IN', percentage: 40, city: 'Pune' },
      ],
      children: [],
    });
  });

  it('takes at most 3 manufacturers, and the first block cannot be removed', async () => {
    stubReferenceApi();
    const { user } = renderEditor({ initial: smallTree() });
    const dialog = await openAddPrecursor(user);
    const add = within(dialog).getByRole('button', { name: 'Add a manufacturer' });

    expect(within(block(1)).queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(add);
    await user.click(add);
    expect(within(dialog).getAllByRole('region', { name: /^Manufacturer #/ })).toHaveLength(3);
    expect(add).toBeDisabled();

    await fill(user, within(block(3)).getByLabelText('City'), 'Third city');
    await user.click(within(block(2)).getByRole('button', { name: 'Remove manufacturer #2' }));
    expect(within(dialog).getAllByRole('region', { name: /^Manufacturer #/ })).toHaveLength(2);
    // The third block became the second, with what was typed in it.
    expect(within(block(2)).getByLabelText('City')).toHaveValue('Third city');
    expect(add).toBeEnabled();
    expect(within(block(1)).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('fills a block from an existing plant, and editing it afterwards makes a new plant', async () => {
    stubReferenceApi();
    const { user, lastTree } = renderEditor({ initial: smallTree() });
    const dialog = await openAddPrecursor(user);
    await fill(user, within(dialog).getByLabelText('CAS number'), '64-19-7');
    await fill(user, within(dialog).getByLabelText('Name'), 'Acetic acid');

    await user.click(
      within(block(1)).getByRole('combobox', { name: 'Select an existing manufacturing plant' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Deccan Fine Chemicals, Pune (India)' }));
    expect(within(block(1)).getByLabelText('Company name')).toHaveValue('Deccan Fine Chemicals');
    expect(within(block(1)).getByLabelText('City')).toHaveValue('Pune');
    expect(within(block(1)).getByRole('combobox', { name: 'Production site country' })).toHaveValue('India');
    await fill(user, within(block(1)).getByLabelText('Percentage'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastTree()?.children?.at(-1)?.manufacturers).toEqual([
      {
        plantId: 'plant_pune',
        companyName: 'Deccan Fine Chemicals',
        countryId: 'IN',
        city: 'Pune',
        percentage: 100,
      },
    ]);

    // Edited afterwards: the block no longer names that plant.
    await user.click(
      screen.getByRole('treeitem', { name: 'Acetic acid' }).querySelector('[data-route-tree-row]')!,
    );
    const edit = await screen.findByRole('dialog', { name: 'Acetic acid' });
    expect(
      within(block(1)).getByRole('combobox', { name: 'Select an existing manufacturing plant' }),
    ).toHaveValue('Deccan Fine Chemicals, Pune (India)');
    await user.type(within(block(1)).getByLabelText('City'), ' East');
    expect(
      within(block(1)).getByRole('combobox', { name: 'Select an existing manufacturing plant' }),
    ).toHaveValue('');
    await user.click(within(edit).getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastTree()?.children?.at(-1)?.manufacturers?.[0]).toMatchObject({
      plantId: null,
      city: 'Pune East',
    });
  });

  it('keeps what is typed in the dialog when the parent renders again', async () => {
    stubReferenceApi();
    const { user, renderParent } = renderEditor({ initial: smallTree() });
    const dialog = await openAddPrecursor(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Acetic');
    renderParent();
    renderParent();
    expect(
      within(screen.getByRole('dialog', { name: 'Add a precursor' })).getByLabelText('Name'),
    ).toHaveValue('Acetic');
  });

  it('asks before closing a dialog with typed changes', async () => {
    stubReferenceApi();
    const { user } = renderEditor({ initial: smallTree() });
    const dialog = await openAddPrecursor(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Acetic');
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).toBeNull());
    expect(
      within(screen.getByRole('dialog', { name: 'Add a precursor' })).getByLabelText('Name'),
    ).toHaveValue('Acetic');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('describes a natural production scheme with transformation types, and "Other" needs its text', async () => {
    stubReferenceApi();
    const natural = { ...smallTree(), type: 'NATURAL' as const, children: [] };
    const { user, lastTree } = renderEditor({ initial: natural, treeType: 'NATURAL' });
    expect(await screen.findByRole('tree', { name: 'Production scheme' })).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar');
    expect(within(toolbar).queryByRole('button', { name: 'Add a precursor' })).toBeNull();
    await user.click(within(toolbar).getByRole('button', { name: 'Add a manufacturing step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a manufacturing step' });
    expect(within(dialog).queryByLabelText('CAS number')).toBeNull();

    const select = within(dialog).getByLabelText('Transformation type');
    await waitFor(() => expect(select).toBeEnabled());
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['', 'Harvest', 'Extraction', 'Other']);
    await fillManufacturer(user, 1, {
      company: 'Herbal SA',
      country: 'Germany',
      percentage: '100',
      city: 'Bonn',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(await within(dialog).findByText(messages.tree.transformationTypeEmpty)).toBeInTheDocument();

    await user.selectOptions(select, 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    expect(await within(dialog).findByText(messages.tree.otherStepEmpty)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Other step'), 'Maceration');
    await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastTree()?.children?.[0]).toMatchObject({
      type: 'NATURAL',
      transformationType: -1,
      otherStep: 'Maceration',
    });
    // A step shows its 'other' text as its name.
    expect(screen.getByRole('treeitem', { name: 'Maceration' })).toBeInTheDocument();

    await user.click(
      screen.getByRole('treeitem', { name: 'Maceration' }).querySelector('[data-route-tree-row]')!,
    );
    const edit = await screen.findByRole('dialog', { name: 'Maceration' });
    await user.selectOptions(within(edit).getByLabelText('Transformation type'), 'Extraction');
    await user.click(within(edit).getByRole('button', { name: 'Validate' }));
    expect(await screen.findByRole('treeitem', { name: naturalTypes[1]!.name })).toBeInTheDocument();
    expect(lastTree()?.children?.[0]).toMatchObject({ transformationType: 2, otherStep: '' });
  });

  it('offers "Other" when the transformation types cannot be loaded', async () => {
    stubReferenceApi({ fail: ['/api/transformationType/biologic'] });
    const { user } = renderEditor({ initial: { ...smallTree(), children: [] }, treeType: 'BIOLOGIC' });
    await screen.findByText('The list of transformation types could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Add a manufacturing step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a manufacturing step' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('could not be loaded');
    const options = within(within(dialog).getByLabelText('Transformation type')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['', 'Other']);
  });

  it('keeps a saved manufacturer shown while the countries load, and says when they fail', async () => {
    stubReferenceApi({ fail: ['/api/countries'] });
    renderEditor({ initial: { ...smallTree(), manufacturers: [lyon100] } });
    expect(await screen.findByText(/The list of countries could not be loaded/)).toBeInTheDocument();
    // The row falls back to the country code.
    expect(screen.getAllByText('Pharma Synthèse (Lyon, FR) 100 %').length).toBeGreaterThan(0);
  });
});
