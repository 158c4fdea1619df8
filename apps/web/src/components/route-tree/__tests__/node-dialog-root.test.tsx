import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paracetamol, renderEditor, smallTree, stubReferenceApi } from './harness';
import { fillManufacturer, openAddPrecursor } from './node-dialog-fixtures';

describe('route tree dialog (spec 001 §2, §5 Tree dialog): the root and closing', {
  timeout: 150_000,
}, () => {
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
});
