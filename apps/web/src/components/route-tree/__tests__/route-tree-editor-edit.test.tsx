import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, smallTree, stubReferenceApi } from './harness';
import { addPrecursorFromDialog, findChildNames, ids, row } from './route-tree-editor-fixtures';

describe('route tree editor: editing', { timeout: 150_000 }, () => {
  it('adds a precursor, updates it, and deletes a subtree after a confirmation (cancel keeps it)', async () => {
    stubReferenceApi();
    const { user, lastTree, changes } = renderEditor({ initial: smallTree() });
    await screen.findByRole('treeitem', { name: 'Acetic anhydride' });

    // Add under 'Acetic anhydride' with the row's own button.
    await user.click(screen.getByRole('button', { name: 'Add a precursor to Acetic anhydride' }));
    expect(await screen.findByText('A precursor of Acetic anhydride')).toBeInTheDocument();
    await addPrecursorFromDialog(user, { cas: '64-19-7', name: 'Acetic acid' });
    expect(findChildNames(lastTree(), 'substance_b')).toEqual(['Acetic acid']);
    expect(await screen.findByText('5 nodes')).toBeInTheDocument();

    // Update it: a click on the row opens its dialog.
    await user.click(row('Acetic acid'));
    const edit = await screen.findByRole('dialog', { name: 'Acetic acid' });
    expect(within(edit).getByLabelText('CAS number')).toHaveValue('64-19-7');
    await user.click(within(edit).getByRole('radio', { name: 'Non isolated intermediate' }));
    const name = within(edit).getByLabelText('Name');
    await user.clear(name);
    await user.paste('Glacial acetic acid');
    await user.click(within(edit).getByRole('button', { name: 'Validate' }));
    expect(await screen.findByRole('treeitem', { name: 'Glacial acetic acid' })).toBeInTheDocument();
    const updated = lastTree()?.children?.[1]?.children?.[0];
    expect(updated).toMatchObject({ name: 'Glacial acetic acid', isolated: false, cas: '64-19-7' });

    // Delete '4-aminophenol' with its precursor 'Phenol': cancelled first, then confirmed.
    const before = changes.length;
    await user.click(row('4-aminophenol'));
    const dialog = await screen.findByRole('dialog', { name: '4-aminophenol' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete this precursor' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this precursor?' });
    expect(confirm).toHaveTextContent('4-aminophenol and the 1 precursor under it will be removed');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this precursor?' })).toBeNull());
    expect(changes).toHaveLength(before);
    expect(screen.getByRole('dialog', { name: '4-aminophenol' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete this precursor' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this precursor?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(ids(lastTree())).toEqual(['substance_root', 'substance_b', updated!.id]);
    expect(screen.queryByRole('treeitem', { name: 'Phenol' })).toBeNull();
    // The focus goes to the parent of the deleted node.
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'Paracetamol' })).toHaveFocus());
  });

  it('makes the root follow the product', async () => {
    stubReferenceApi();
    const { lastTree } = renderEditor({
      initial: smallTree(),
      product: { name: 'Paracetamol 2', cas: '103-90-2' },
    });
    expect(await screen.findByRole('treeitem', { name: 'Paracetamol 2' })).toBeInTheDocument();
    await waitFor(() => expect(lastTree()?.name).toBe('Paracetamol 2'));
    expect(lastTree()?.children).toEqual(smallTree().children);
  });
});
