import { flattenTree, messages, type TreeNodeDraft } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lyon100, renderEditor, smallTree, stubReferenceApi } from './harness';

const row = (name: string) =>
  screen.getByRole('treeitem', { name }).querySelector<HTMLElement>('[data-route-tree-row]')!;
const ids = (tree: TreeNodeDraft | undefined) => (tree ? flattenTree(tree).map((n) => n.node.id) : []);

async function addPrecursorFromDialog(user: UserEvent, { cas, name }: { cas: string; name: string }) {
  const dialog = await screen.findByRole('dialog', { name: 'Add a precursor' });
  await user.click(within(dialog).getByLabelText('CAS number'));
  await user.paste(cas);
  await user.click(within(dialog).getByLabelText('Name'));
  await user.paste(name);
  // The block from an existing plant, then the share.
  await user.click(within(dialog).getByRole('combobox', { name: 'Select an existing manufacturing plant' }));
  await user.click(await screen.findByRole('option', { name: 'Pharma Synthèse, Lyon (France)' }));
  await user.click(within(dialog).getByLabelText('Percentage'));
  await user.paste('100');
  await user.click(within(dialog).getByRole('button', { name: 'Validate' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/**
 * A tree of `count` nodes as real routes have them (10 to 40): each node has up to three
 * precursors, breadth first, so it is both deep and wide.
 */
function routeOf(count: number): TreeNodeDraft {
  const nodes: TreeNodeDraft[] = Array.from({ length: count }, (_, i) => ({
    id: `substance_${i}`,
    type: 'CHEMICAL',
    name: i === 0 ? 'Paracetamol' : `Intermediate ${i}`,
    cas: `100-00-${i}`,
    manufacturers: [lyon100],
    children: [],
  }));
  for (let i = 1; i < count; i += 1) nodes[Math.floor((i - 1) / 3)]!.children!.push(nodes[i]!);
  return nodes[0]!;
}

describe('route tree editor', { timeout: 150_000 }, () => {
  it('shows the tree vertically with the product at the root, and counts the nodes', async () => {
    stubReferenceApi();
    renderEditor({ initial: smallTree() });
    const tree = await screen.findByRole('tree', { name: 'Synthetic route tree' });
    const items = within(tree).getAllByRole('treeitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Paracetamol',
      '4-aminophenol',
      'Phenol',
      'Acetic anhydride',
    ]);
    await waitFor(() =>
      expect(screen.getByRole('treeitem', { name: 'Phenol' })).toHaveAccessibleDescription(
        'Pharma Synthèse (Lyon, France) 100 %',
      ),
    );
    expect(screen.getByText('4 nodes')).toBeInTheDocument();
  });

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

  it('renders a 40-node route, every node reachable from the keyboard', async () => {
    stubReferenceApi();
    const tree = routeOf(40);
    const { user } = renderEditor({ initial: tree });
    // The first screen of rows first, the rest once it is painted (first-screen.ts).
    await waitFor(() => expect(screen.getAllByRole('treeitem')).toHaveLength(40));
    const items = screen.getAllByRole('treeitem');
    expect(screen.getByText('40 nodes')).toBeInTheDocument();

    const order = flattenTree(tree).map((n) => n.node.name);
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(order);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await user.tab();
    await user.tab();
    const visited = [document.activeElement?.getAttribute('aria-label')];
    for (let i = 1; i < 40; i += 1) {
      await user.keyboard('{ArrowDown}');
      visited.push(document.activeElement?.getAttribute('aria-label'));
    }
    expect(visited).toEqual(order);
    await user.keyboard('{Home}');
    expect(document.activeElement).toHaveAccessibleName('Paracetamol');
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName(order.at(-1)!);
  });

  it('shows the issues it is given on their nodes, and draws incomplete nodes as not completed', async () => {
    stubReferenceApi();
    const tree = smallTree();
    tree.children![1]!.manufacturers = [];
    renderEditor({
      initial: tree,
      issues: [
        { path: ['children', 0, 'children', 0, 'cas'], message: 'CAS number is not valid' },
        { path: ['children', 1, 'manufacturers', 0, 'city'], message: messages.tree.cityEmpty },
        { path: ['children', 7, 'name'], message: 'Somewhere else' },
      ],
    });
    const phenol = await screen.findByRole('treeitem', { name: 'Phenol' });
    expect(phenol).toHaveAccessibleDescription(/CAS number is not valid/);
    const acetic = screen.getByRole('treeitem', { name: 'Acetic anhydride, not completed' });
    expect(acetic).toHaveAccessibleDescription(/Manufacturer #1: City can't be empty/);
    expect(screen.getByText('4 nodes · 1 not completed')).toBeInTheDocument();
    // An issue whose node is not in the tree is still shown.
    expect(screen.getByRole('alert')).toHaveTextContent('Somewhere else');
  });

  it('is view only when readOnly: no dialog, no add or delete', async () => {
    stubReferenceApi();
    const { user, changes } = renderEditor({
      initial: { ...smallTree(), manufacturers: [] },
      readOnly: true,
      renderNodeAddon: (node) => <span>EU share of {node.name}</span>,
    });
    await screen.findByRole('treeitem', { name: 'Phenol' });
    expect(screen.getByText('EU share of Phenol')).toBeInTheDocument();
    await user.click(row('Phenol'));
    await user.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add a precursor/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(changes).toEqual([]);
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

function findChildNames(tree: TreeNodeDraft | undefined, parentId: string): (string | undefined)[] {
  const parent = tree && flattenTree(tree).find((n) => n.node.id === parentId)?.node;
  return (parent?.children ?? []).map((child) => child.name);
}
