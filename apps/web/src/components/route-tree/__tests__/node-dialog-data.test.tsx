import { messages } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lyon100, naturalTypes, renderEditor, smallTree, stubReferenceApi } from './harness';
import { block, fill, fillManufacturer, openAddPrecursor } from './node-dialog-fixtures';

describe('route tree dialog (spec 001 §2, §5 Tree dialog): plants, schemes and countries', {
  timeout: 150_000,
}, () => {
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
