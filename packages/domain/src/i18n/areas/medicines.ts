import type { French } from './french';

/**
 * The medicines screens' words (issue #27). English: the spec's strings, exactly; French: the field's
 * vocabulary. Each area has its own file so that screens are translated without touching the others.
 */
export const medicinesEn = {} as const;

export const medicinesFr: French<typeof medicinesEn> = {};
