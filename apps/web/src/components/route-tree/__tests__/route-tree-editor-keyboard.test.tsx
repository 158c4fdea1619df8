import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, smallTree, stubReferenceApi } from './harness';
import { findChildNames } from './route-tree-editor-fixtures';

describe('route tree editor: keyboard and branches', { timeout: 150_000 }, () => {
  it('is used from the keyboard: arrows, Enter, focus back to the node, add and delete', async () => {
    stubReferenceApi();
    const { user, lastTree } = renderEditor({ initial: smallTree() });
    const root = await screen.findByRole('treeitem', { name: 'Paracetamol' });

    // Tab from the toolbar reaches the tree on the selected node.
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    await user.tab();
    expect(root).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const aminophenol = screen.getByRole('treeitem', { name: '4-aminophenol' });
    expect(aminophenol).toHaveFocus();
    // Right opens a collapsed branch, then goes down into it (WAI-ARIA tree pattern).
    await user.keyboard('{ArrowRight}');
    expect(aminophenol).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowRight}');
    const phenol = screen.getByRole('treeitem', { name: 'Phenol' });
    expect(phenol).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('treeitem', { name: '4-aminophenol' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(phenol).toHaveFocus();

    // Enter opens the node's dialog, which holds the focus; Escape gives it back to the node.
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Phenol' });
    expect(within(dialog).getByLabelText('CAS number')).toHaveFocus();
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(phenol).toHaveFocus());

    // Add a precursor to the focused node from the toolbar (Shift+Tab reaches it).
    expect(screen.getByText(/^Selected: Phenol\./)).toBeInTheDocument();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: /Collapse all/ })).toHaveFocus();
    for (let i = 0; i < 4; i += 1) await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Add a precursor' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const add = await screen.findByRole('dialog', { name: 'Add a precursor' });
    expect(within(add).getByLabelText('CAS number')).toHaveFocus();
    await user.keyboard('71-43-2');
    await user.tab();
    await user.tab();
    expect(within(add).getByLabelText('Name')).toHaveFocus();
    await user.keyboard('Benzene');
    await user.click(within(add).getByLabelText('Company name'));
    await user.keyboard('Pharma Synthèse');
    await user.type(
      within(add).getByRole('combobox', { name: 'Production site country' }),
      'Fra{ArrowDown}{Enter}',
    );
    await user.click(within(add).getByLabelText('Percentage'));
    await user.keyboard('100');
    await user.tab();
    await user.keyboard('Lyon{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The new node is under Phenol, and has the focus.
    expect(findChildNames(lastTree(), 'substance_a1')).toEqual(['Benzene']);
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'Benzene' })).toHaveFocus());

    // Delete asks, then removes the node; the focus goes to its parent.
    await user.keyboard('{Delete}');
    const confirm = await screen.findByRole('dialog', { name: 'Delete this precursor?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('treeitem', { name: 'Benzene' })).toHaveFocus());
    await user.keyboard('{Delete}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this precursor?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: 'Benzene' })).toBeNull());
    await waitFor(() => expect(phenol).toHaveFocus());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The root cannot be deleted.
    await user.keyboard('{Home}');
    expect(root).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('collapses and expands branches', async () => {
    stubReferenceApi();
    const { user } = renderEditor({ initial: smallTree() });
    const aminophenol = await screen.findByRole('treeitem', { name: '4-aminophenol' });
    expect(aminophenol).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    await waitFor(() => expect(screen.queryByRole('treeitem', { name: 'Phenol' })).toBeNull());
    expect(aminophenol).toHaveAttribute('aria-expanded', 'false');
    // The first level stays in view.
    expect(screen.getByRole('treeitem', { name: 'Acetic anhydride' })).toBeInTheDocument();

    // The expand icon toggles a branch without opening the node.
    await user.click(aminophenol.querySelector('[data-route-tree-toggle]')!);
    expect(await screen.findByRole('treeitem', { name: 'Phenol' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(await screen.findByRole('treeitem', { name: 'Phenol' })).toBeInTheDocument();
  });
});
