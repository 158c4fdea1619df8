import type { French } from './french';

/**
 * The plants screens' words (issue #27). English: the spec's strings, exactly; French: the field's
 * vocabulary. Each area has its own file so that screens are translated without touching the others.
 */
export const plantsEn = {} as const;

export const plantsFr: French<typeof plantsEn> = {};
