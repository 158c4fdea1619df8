/**
 * The details a completed footprint's result carries (`projects.footprint_details`) when staff
 * adopted an estimate (origin ESTIMATE) or gave their own figure beside one (STAFF): what the PACT
 * mapping reads its flags, share and ratings from. The figures are the tests' own, not the method's.
 */
export function resultDetails({
  origin = 'ESTIMATE',
  packaging = 0.3,
  primaryDataShare = 60,
  quality = { technological: 3, geographical: 3, temporal: 2, reliability: 2 },
  factorLibraryVersion = 'test',
}: {
  origin?: 'ESTIMATE' | 'STAFF';
  packaging?: number;
  primaryDataShare?: number;
  quality?: { technological: number; geographical: number; temporal: number; reliability: number };
  factorLibraryVersion?: string;
} = {}) {
  return {
    value: 14.2,
    uncertainty: 2.1,
    unit: 'kgCO2e/kg',
    origin,
    reason: origin === 'STAFF' ? 'Our own study' : null,
    methodVersion: 'test',
    factorLibraryVersion,
    setAt: '2025-01-01T00:00:00.000Z',
    estimate: {
      value: 14.2,
      uncertainty: 2.1,
      median: 13.9,
      p2_5: 11,
      p97_5: 17.5,
      iterations: 1000,
      byReaction: [{ reaction: 1, name: 'API', value: 14.2 }],
      byCategory: {
        rawMaterials: 10,
        solvents: 2,
        siteEnergy: 1.2,
        wasteTreatment: 0.5,
        packaging,
        transport: 0.2,
      },
      primaryDataShare,
      dataQuality: quality,
    },
  };
}
