/**
 * What the route tree editor's test files share (#26: the suite is split in files so Vitest runs
 * them side by side; one file took 48 s on a loaded 2-core box): tree rows and ids, adding a
 * precursor through its dialog, and routes of any size.
 */
import { flattenTree, type TreeNodeDraft } from '@pharmatrace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { lyon100 } from './harness';

export const row = (name: string) =>
  screen.getByRole('treeitem', { name }).querySelector<HTMLElement>('[data-route-tree-row]')!;
export const ids = (tree: TreeNodeDraft | undefined) => (tree ? flattenTree(tree).map((n) => n.node.id) : []);

export async function addPrecursorFromDialog(user: UserEvent, { cas, name }: { cas: string; name: string }) {
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
export function routeOf(count: number): TreeNodeDraft {
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

export function findChildNames(tree: TreeNodeDraft | undefined, parentId: string): (string | undefined)[] {
  const parent = tree && flattenTree(tree).find((n) => n.node.id === parentId)?.node;
  return (parent?.children ?? []).map((child) => child.name);
}
