import type { French } from './french';

/**
 * The staff screens' words (issue #27). English: the spec's strings, exactly; French: the field's
 * vocabulary. Each area has its own file so that screens are translated without touching the others.
 */
export const staffEn = {} as const;

export const staffFr: French<typeof staffEn> = {};
