import type { TreeType } from '@pharmatrace/domain';

/** Spec 001 §3 Enumerations 'Tree types: Chemical, Biologic, Natural', with their wire values. */
export const treeTypeOptions: { value: TreeType; label: string }[] = [
  { value: 'CHEMICAL', label: 'Chemical' },
  { value: 'BIOLOGIC', label: 'Biologic' },
  { value: 'NATURAL', label: 'Natural' },
];

/** Spec 001 §2: chemical trees are a 'synthetic route tree', biologic and natural ones a 'production scheme'. */
export function treeWording(type: TreeType | '' | null | undefined): string {
  return type === 'BIOLOGIC' || type === 'NATURAL' ? 'production scheme' : 'synthetic route tree';
}
