import { adoptedResultOf } from '@pharmatrace/domain';
import { estimateFootprint, estimateForClient, estimateIn, starterLibrary } from '@pharmatrace/footprint';
import { describe, expect, it } from 'vitest';
import { type FootprintSource, mapFootprint, pcfFiguresOf } from '../src/features/pact/footprint-mapping';
import { resultDetails } from './helpers/pact-fixtures';
import { pactSchemaErrors } from './helpers/pact-schema';

/**
 * The PACT record says only what is true (issue #36): its flags come from the stored result, not
 * from constants. Pure: the mapping is called with the rows the publisher would read.
 */

/** Adopted or staff's result details, with the packaging the estimate counted. */
const estimateDetails = (origin: 'ESTIMATE' | 'STAFF', packaging: number) =>
  resultDetails({ origin, packaging });

function mapped(
  footprintDetails: Record<string, unknown> | null,
  { cas = '134523-00-5', productName = 'Atorvastatin API' }: { cas?: string; productName?: string } = {},
) {
  const figures = pcfFiguresOf({ footprintValue: 14.2, footprintUncertainty: 2.1, footprintDetails });
  if (!figures) throw new Error('no figures');
  const source: FootprintSource = {
    projectId: '00000000-0000-4000-8000-000000000001',
    clientId: '00000000-0000-4000-8000-000000000002',
    companyName: 'Acme Pharma',
    clientEmail: 'someone@example.com',
    productName,
    document: { cas },
    figures,
    plantYears: [2024],
    completedAt: new Date('2025-02-01T00:00:00Z'),
    productCode: null,
  };
  const { content } = mapFootprint(source);
  const served = {
    id: '00000000-0000-4000-8000-000000000003',
    created: '2025-02-01T00:00:00Z',
    status: 'Active',
    ...content,
  };
  expect(pactSchemaErrors('getFootprint', { data: served })).toEqual([]);
  return content as {
    comment: string;
    pcf: Record<string, unknown> & { boundaryProcessesDescription: string };
  };
}

describe('the PACT record’s flags come from the model', () => {
  it('packagingEmissionsIncluded: true exactly when the adopted estimate counted packaging', () => {
    const counted = mapped(estimateDetails('ESTIMATE', 0.0633));
    expect(counted.pcf.packagingEmissionsIncluded).toBe(true);
    expect(counted.pcf.boundaryProcessesDescription).toContain('packaging');
    expect(counted.comment).toContain(
      'Packaging of the intermediates and of the drug substance is included.',
    );

    const none = mapped(estimateDetails('ESTIMATE', 0));
    expect(none.pcf.packagingEmissionsIncluded).toBe(false);
    expect(none.comment).toContain('Packaging is not included.');
  });

  it('a result staff entered claims no packaging, with or without an estimate beside it', () => {
    for (const details of [null, estimateDetails('STAFF', 0.3)]) {
      const staff = mapped(details);
      expect(staff.pcf.packagingEmissionsIncluded).toBe(false);
      expect(staff.pcf.boundaryProcessesDescription).not.toMatch(/packaging/i);
      expect(staff.comment).not.toContain('is included');
    }
  });

  it('claims ISO 14067 only for staff’s own study; an adopted estimate says it is preliminary', () => {
    const estimate = mapped(estimateDetails('ESTIMATE', 0.3));
    expect(estimate.pcf.crossSectoralStandards).toEqual(['GHGP-Product', 'PACT-3.0']);
    expect(estimate.pcf.crossSectoralStandards).not.toContain('ISO14067');
    expect(estimate.comment).toContain('Preliminary estimate, not verified');

    for (const details of [null, estimateDetails('STAFF', 0.3)]) {
      const staff = mapped(details);
      expect(staff.pcf.crossSectoralStandards).toEqual(['ISO14067', 'GHGP-Product']);
      expect(staff.comment).not.toMatch(/preliminary/i);
    }
  });

  it('fossilCarbonContent: the formula’s carbon where the method knows the substance, else 0 and said so', () => {
    // Methanol CH4O: 12.011 / (12.011 + 4 × 1.008 + 15.999) kgC per kg (IUPAC standard atomic weights).
    const methanol = mapped(null, { cas: '67-56-1', productName: 'Methanol' });
    const expected = 12.011 / (12.011 + 4 * 1.008 + 15.999);
    expect(Number(methanol.pcf.fossilCarbonContent)).toBeCloseTo(expected, 6);
    expect(methanol.comment).toContain('computed from the formula CH4O');
    expect(methanol.comment).not.toContain('not assessed');

    // Sodium carbonate's carbon is already oxidised: known, and 0 fossil carbon.
    const carbonate = mapped(null, { cas: '497-19-8', productName: 'Soda ash' });
    expect(carbonate.pcf.fossilCarbonContent).toBe('0');
    expect(carbonate.comment).toContain('CNa2O3');

    // Atorvastatin: the method holds no formula for it; nothing is invented.
    const unknown = mapped(null);
    expect(unknown.pcf.fossilCarbonContent).toBe('0');
    expect(unknown.comment).toContain('not assessed');

    // A CAS number names the substance: a product merely called 'Methanol' with another CAS is not methanol.
    const misnamed = mapped(null, { cas: '134523-00-5', productName: 'Methanol' });
    expect(misnamed.pcf.fossilCarbonContent).toBe('0');
  });
});

/**
 * Each flag against the model that produced it (issue #36): a route computed by the method
 * itself, adopted as the API adopts it (the client's view of the estimate), then mapped.
 */
describe('the PACT record of a result the method computed', () => {
  const route = {
    tree: {
      id: 'substance_0',
      name: 'methanol',
      cas: '67-56-1',
      type: 'CHEMICAL' as const,
      children: [
        { id: 'substance_1', name: 'toluene', cas: '108-88-3', type: 'CHEMICAL' as const, children: [] },
      ],
    },
    substances: [
      {
        usedInReactionId: 'substance_1',
        weightPerBatch: '100',
        productBy: {
          processType: 'ChemicalReaction',
          carbonReactionRawMaterials: [
            { name: 'toluene', cas: '108-88-3', weightPerBatch: '120', productionPlace: 'SameCountry' },
          ],
          packagingType: 'Drum, 25 kg',
          packagingMaterial: 'HDPE',
          packagingWeightPerPackage: '2',
        },
      },
    ],
  };

  it('says packaging, fossil carbon, primary data, data quality and standards as the model has them', () => {
    const estimate = estimateIn(
      'en',
      estimateFootprint({ document: route, plants: [] }, starterLibrary, { iterations: 0 }),
    );
    // 2 kg of HDPE per 25 kg drum × 3.09516 kgCO2e/kg (the starter library's HDPE row, DESNZ 2025
    // 19_505_5132_15_1) = 0.2476128.
    expect(estimate.byCategory.packaging).toBeCloseTo(0.2476128, 9);
    const detail = adoptedResultOf(estimateForClient(estimate), '2025-02-01T00:00:00.000Z');
    const record = mapped(detail as unknown as Record<string, unknown>, {
      cas: '67-56-1',
      productName: 'methanol',
    });
    expect(record.pcf.packagingEmissionsIncluded).toBe(true);
    // §4.7.2: the packaging share the model counted, and the factor library it read.
    expect(Number(record.pcf.packagingGhgEmissions)).toBeCloseTo(0.2476128, 6);
    // Every family of the starter library named, the metals of Nuss & Eckelman among them (CC BY 4.0).
    expect(record.pcf.secondaryEmissionFactorSources).toEqual([
      {
        name: expect.stringMatching(/US LCI.*DESNZ.*Ember.*IPCC AR6.*Nuss & Eckelman 2014/),
        version: estimate.factorLibraryVersion,
      },
    ]);
    // §4.11.1: v3 rates 1 to 5, as the pedigree matrix does: the estimate's own ratings.
    const dqi = record.pcf.dqi as Record<string, string>;
    expect(Number(dqi.technologicalDQR)).toBeCloseTo(estimate.dataQuality.technological, 1);
    expect(Number(dqi.temporalDQR)).toBeCloseTo(estimate.dataQuality.temporal, 1);
    // CH4O: 12.011 / 32.042 = 0.374852 kgC per kg.
    expect(Number(record.pcf.fossilCarbonContent)).toBeCloseTo(0.374852, 5);
    // No plant: nothing from the client's own site data.
    expect(estimate.primaryDataShare).toBe(0);
    expect(record.pcf.primaryDataShare).toBe('0');
    expect(record.pcf.crossSectoralStandards).toEqual(['GHGP-Product', 'PACT-3.0']);
    expect(record.pcf.exemptedEmissionsDescription).toContain('not quantified');

    // The same route without its packaging: the record says packaging is not included.
    const bare = structuredClone(route);
    const productBy = bare.substances[0]!.productBy as Record<string, unknown>;
    delete productBy.packagingType;
    delete productBy.packagingMaterial;
    delete productBy.packagingWeightPerPackage;
    const without = estimateIn(
      'en',
      estimateFootprint({ document: bare, plants: [] }, starterLibrary, { iterations: 0 }),
    );
    expect(without.byCategory.packaging).toBe(0);
    const bareRecord = mapped(
      adoptedResultOf(estimateForClient(without), '2025-02-01T00:00:00.000Z') as unknown as Record<
        string,
        unknown
      >,
      { cas: '67-56-1', productName: 'methanol' },
    );
    expect(bareRecord.pcf.packagingEmissionsIncluded).toBe(false);
    expect(bareRecord.pcf.packagingGhgEmissions).toBeUndefined();
    expect(record.comment).toContain('Preliminary estimate, not verified');
  });
});
