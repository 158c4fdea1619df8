import { flattenTree, messages } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, smallTree, stubReferenceApi } from './harness';
import { routeOf, row } from './route-tree-editor-fixtures';

describe('route tree editor: drawing', { timeout: 150_000 }, () => {
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

  it('adds the rows below the first screen a screen at a time, each row kept once shown', async () => {
    stubReferenceApi();
    const tree = routeOf(40);
    const order = flattenTree(tree).map((n) => n.node.name);
    const counts: number[] = [];
    const observer = new MutationObserver(() => {
      const count = document.querySelectorAll('[role="treeitem"]').length;
      if (counts.at(-1) !== count) counts.push(count);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const { user } = renderEditor({ initial: tree });
    const root = await screen.findByRole('treeitem', { name: 'Paracetamol' });
    await waitFor(() => expect(screen.getAllByRole('treeitem')).toHaveLength(40));
    observer.disconnect();
    // Never the 32 rows below the first screen in one commit (decision 0050).
    expect(counts).toEqual([8, 16, 24, 32, 40]);
    // The rows shown first were not mounted again by the later slices.
    expect(screen.getByRole('treeitem', { name: 'Paracetamol' })).toBe(root);
    expect(screen.getAllByRole('treeitem').map((item) => item.getAttribute('aria-label'))).toEqual(order);
    // The last row, added by the last slice, is reached from the keyboard and described.
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    await user.tab();
    await user.tab();
    await user.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName(order.at(-1)!);
    expect(document.activeElement).toHaveAccessibleDescription(/.+/);
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
});
