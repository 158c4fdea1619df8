import type { TreeType } from '@pharmatrace/domain';

/** Spec 001 §3 Enumerations 'Tree types: Chemical, Biologic, Natural', with their wire values. */
export const treeTypeOptions: { value: TreeType; label: string }[] = [
  { value: 'CHEMICAL', label: 'Chemical' },
  { value: 'BIOLOGIC', label: 'Biologic' },
  { value: 'NATURAL', label: 'Natural' },
];
