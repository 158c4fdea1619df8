import { type FootprintEstimate, footprintEstimateSchema, type Locale } from '@pharmatrace/domain';
import { estimateFootprint, estimateIn, starterLibrary } from '@pharmatrace/footprint';
import { afterEach, beforeEach } from 'vitest';
import { tokenStorage } from '@/lib/auth-tokens';
import { fakeAccessToken } from '@/testing/test-utils';

/** Fixtures of the estimate screens' tests (issue #23): a two-reaction footprint and its real estimate. */

export const footprintId = '5c1f4a0e-8f0b-4f55-9a7e-3c1d2b4a6e77';

const node = (nodeId: string, name: string, cas: string, children: unknown[] = []) => ({
  id: nodeId,
  name,
  cas,
  isolated: true,
  manufacturers: [],
  children,
});

/** Three substances: two reactions. */
export const tree = {
  ...node('substance_root', 'Paracetamol API', '103-90-2', [
    node('substance_a', '4-aminophenol', '123-30-8', [node('substance_b', '4-nitrophenol', '100-02-7')]),
  ]),
  type: 'CHEMICAL',
};

const row = (fields: Record<string, string>) => fields;

/**
 * Reaction 1 (4-aminophenol → the API) with methanol as its solvent and a line without weight;
 * reaction 2 (4-nitrophenol → 4-aminophenol). `usedInReactionId` is the precursor's node.
 */
export function substances(methanolKg = '400') {
  return [
    {
      usedInReactionId: 'substance_a',
      linkedWithPlant: null,
      molecularWeight: '151.16',
      weightPerBatch: '900',
      dataUnknown: false,
      productBy: {
        processType: 'ChemicalReaction',
        carbonReactionRawMaterials: [
          row({
            name: '4-aminophenol',
            productionPlace: 'SameCountry',
            cas: '123-30-8',
            molecularWeight: '109.13',
            weightPerBatch: '700',
          }),
          row({
            name: 'acetic anhydride',
            productionPlace: 'Europe',
            cas: '108-24-7',
            molecularWeight: '102.09',
            weightPerBatch: '',
          }),
          row({
            name: 'methanol',
            productionPlace: 'Europe',
            cas: '67-56-1',
            molecularWeight: '32.04',
            weightPerBatch: methanolKg,
          }),
        ],
        carbonReactionOrganicWastes: [
          row({ roughComposition: 'methanol', type: 'Incineration', weightPerBatch: '350' }),
        ],
      },
    },
    {
      usedInReactionId: 'substance_b',
      linkedWithPlant: null,
      molecularWeight: '109.13',
      weightPerBatch: '800',
      dataUnknown: false,
      productBy: {
        carbonReactionRawMaterials: [
          row({
            name: '4-nitrophenol',
            productionPlace: 'Asia',
            cas: '100-02-7',
            molecularWeight: '139.11',
            weightPerBatch: '1100',
          }),
        ],
      },
    },
  ];
}

/**
 * The estimate the server would answer for `substances()` (the real method, fewer iterations), its
 * gaps and warnings in `language` (the request's Accept-Language).
 */
export function realEstimate(methanolKg = '400', language: Locale = 'en'): FootprintEstimate {
  const estimate = estimateFootprint(
    {
      document: { tree: tree as never, substances: substances(methanolKg), productionCountry: 'FR' },
      plants: [],
    },
    starterLibrary,
    { iterations: 2_000 },
  );
  return footprintEstimateSchema.parse(estimateIn(language, estimate));
}

/** The stored footprint of `tree` and `substances()`, as GET /api/carbon/:id answers it. */
export function storedFootprint(status: string, revision: number, extra: Record<string, unknown> = {}) {
  return {
    id: footprintId,
    name: 'Paracetamol API',
    status,
    reportUrl: null,
    invoiceUrl: null,
    invoice: { status: null },
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    revision,
    ...extra,
    tree,
    substances: substances(),
  };
}

/** Each test of the calling file starts with empty storage and a signed-in client user. */
export function signInClientEachTest(): void {
  beforeEach(() => {
    window.localStorage.clear();
    tokenStorage.setTokens({ accessToken: fakeAccessToken('user_1'), refreshToken: 'refresh' });
  });
  afterEach(() => tokenStorage.clear());
}
