import { describe, expect, it } from 'vitest';
import {
  type FootprintSource,
  mapFootprint,
  type PcfFigures,
  pcfFiguresOf,
} from '../src/features/pact/footprint-mapping';
import { resultDetails } from './helpers/pact-fixtures';

/**
 * The record the portal emits, read against the rules of the PACT Technical Specifications
 * v3.0.3 (https://docs.carbon-transparency.org/tr/data-exchange-protocol/3.0.3/, read from the
 * wbcsd/tr repository, data-exchange-protocol/3.0.3/index.html and openapi.yaml). Each test
 * names the section it checks. Unlike pact-mapping.test.ts (the flags against the model) and the
 * JSON schema of helpers/pact-schema.ts (the shape), these check what the rules mean across
 * every kind of footprint the portal publishes: relations between fields, bounds, units.
 *
 * A rule the record does not meet, left to the PACT issue (no test here pretends otherwise):
 * staff's own figure (not an adopted estimate) names no secondaryEmissionFactorSources, since what
 * it rests on is not recorded.
 */

type Pcf = Record<string, unknown>;
type Record3 = Record<string, unknown> & { pcf: Pcf };

function figuresOf(value: number, details: Record<string, unknown> | null): PcfFigures {
  const figures = pcfFiguresOf({
    footprintValue: value,
    footprintUncertainty: 1.5,
    footprintDetails: details,
  });
  if (!figures) throw new Error('no figures');
  return figures;
}

function source(over: Partial<FootprintSource> = {}): FootprintSource {
  return {
    projectId: '00000000-0000-4000-8000-000000000001',
    clientId: '00000000-0000-4000-8000-000000000002',
    companyName: 'Acme Pharma',
    clientEmail: 'someone@Example.COM',
    productName: 'Atorvastatin API',
    document: { cas: '134523-00-5' },
    figures: figuresOf(14.2, null),
    plantYears: [2024],
    completedAt: new Date('2025-02-01T00:00:00Z'),
    productCode: null,
    ...over,
  };
}

/**
 * The kinds of footprint the portal publishes: staff's study and adopted estimates, with and
 * without CAS, product code, plants' years, production country or route tree; a tiny and a
 * negative result; and the hostile product code and e-mail a client may type.
 */
const sources: [string, FootprintSource][] = [
  ['staff’s study', source()],
  ['an adopted estimate with packaging', source({ figures: figuresOf(14.2, resultDetails()) })],
  [
    'an adopted estimate on the provider’s imported factors',
    source({
      figures: figuresOf(14.2, resultDetails({ factorLibraryVersion: 'starter-2026.5+provider.3' })),
    }),
  ],
  [
    'an adopted estimate without packaging',
    source({ figures: figuresOf(14.2, resultDetails({ packaging: 0 })) }),
  ],
  [
    'an estimate whose share and ratings are out of range',
    source({
      figures: figuresOf(
        3,
        resultDetails({
          primaryDataShare: 130,
          quality: { technological: 0, geographical: 9, temporal: 5, reliability: 1 },
        }),
      ),
    }),
  ],
  ['no CAS, no code', source({ document: {}, productCode: null })],
  ['a product code only', source({ document: {}, productCode: 'ATV 10/B:ç#?' })],
  ['a CAS and a code', source({ productCode: 'X-1' })],
  ['plants over several years', source({ plantYears: [2021, 2023, 2022] })],
  ['no plant year', source({ plantYears: [] })],
  [
    'a route tree with manufacturers',
    source({
      document: {
        cas: '15687-27-1',
        tree: {
          manufacturers: [
            { countryId: 'in', percentage: 30 },
            { countryId: 'FR', percentage: 70 },
          ],
        },
      },
    }),
  ],
  ['a production country only', source({ document: { productionCountry: 'DE' } })],
  ['a tiny result', source({ figures: figuresOf(0.000000000123, null) })],
  ['a negative result', source({ figures: figuresOf(-2.5, null) })],
  ['an e-mail with no usable domain', source({ clientEmail: 'odd@exa mple', productCode: 'P1' })],
];

const mapped = sources.map(([name, s]) => [name, mapFootprint(s).content as Record3, s] as const);

/** §4.3.1 Basic Types: string<decimal>, as the OpenAPI schema's Decimal pattern. */
const DECIMAL = /^[+-]?\d+(\.\d+)?$/;
/** §4.3.1 string<datetime>: ISO 8601 (as every record the portal emits writes it, in UTC). */
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/**
 * §8.1 / §8.2: a URN of RFC 8141: 'urn:', a namespace identifier (2 to 32 letters, digits, '-',
 * not starting or ending with '-'), ':', and a namespace-specific string of RFC 3986 pchar and '/'.
 */
const URN = /^urn:[a-z0-9][a-z0-9-]{0,30}[a-z0-9]:(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-F]{2})+$/i;
/** §8.1: urn:pact:$domain-of-issuer$:$identifier-type$:$id$, the domain a fully qualified name. */
const PACT_URN = /^urn:pact:([a-z0-9-]+(?:\.[a-z0-9-]+)+):([a-z-]+):(.+)$/;

const decimal = (value: unknown) => {
  expect(value).toMatch(DECIMAL);
  return Number(value);
};
const time = (value: unknown) => {
  expect(value).toMatch(DATETIME);
  return Date.parse(value as string);
};
const addYears = (ms: number, years: number) => {
  const d = new Date(ms);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.getTime();
};

describe.each(mapped)('the PACT v3 record of %s', (_name, record, from) => {
  const pcf = record.pcf;

  it('§4.6.1 specVersion: "major.minor.patch" of version 3', () => {
    expect(record.specVersion).toMatch(/^3\.\d+\.\d+$/);
  });

  it('§4.6.1 companyIds, productIds: non-empty sets of URNs, no duplicates; productClassifications non-empty when defined', () => {
    for (const key of ['companyIds', 'productIds'] as const) {
      const ids = record[key] as string[];
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(URN);
    }
    if (record.productClassifications !== undefined) {
      const classes = record.productClassifications as string[];
      expect(classes.length).toBeGreaterThan(0);
      for (const c of classes) expect(c).toMatch(URN);
    }
  });

  it('§4.6.1 companyName, productNameCompany, productDescription: the data owner and the product, never blank', () => {
    expect(record.companyName).toBe(from.companyName);
    expect(record.productNameCompany).toBe(from.productName);
    expect(String(record.productDescription).trim()).not.toBe('');
    expect(String(record.productDescription)).toContain(from.productName);
  });

  it('§4.6.1 / §7.2.1: a new record names no preceding footprint of its own (the store adds precedingPfIds), and no obsolete field (§7.2.3)', () => {
    expect(record.precedingPfIds).toBeUndefined();
    for (const obsolete of ['version', 'updated', 'statusComment']) expect(record[obsolete]).toBeUndefined();
  });

  it('§4.7.2 declared unit: a unit of the enumeration, an amount > 0, and its mass in kg (1 kg of drug substance weighs 1 kg)', () => {
    expect(pcf.declaredUnitOfMeasurement).toBe('kilogram');
    const amount = decimal(pcf.declaredUnitAmount);
    expect(amount).toBeGreaterThan(0);
    // 'The mass (in kg) of the product excluding packaging' of declaredUnitAmount kilograms.
    expect(decimal(pcf.productMassPerDeclaredUnit)).toBe(amount);
  });

  it('§4.7.2 referencePeriodStart (inclusive) is before referencePeriodEnd (exclusive), on the plants’ data years', () => {
    const start = time(pcf.referencePeriodStart);
    const end = time(pcf.referencePeriodEnd);
    expect(start).toBeLessThan(end);
    const years = from.plantYears.length > 0 ? from.plantYears : [from.completedAt.getUTCFullYear() - 1];
    expect(new Date(start).getUTCFullYear()).toBe(Math.min(...years));
    expect(new Date(end).getUTCFullYear()).toBe(Math.max(...years) + 1);
    // Activity data cannot come from after the footprint was completed.
    expect(start).toBeLessThan(from.completedAt.getTime());
  });

  it('§4.7.1 scope: at most one geography, a country as ISO 3166-1 alpha-2; none means Global', () => {
    const defined = ['geographyRegionOrSubregion', 'geographyCountry', 'geographyCountrySubdivision'].filter(
      (key) => pcf[key] !== undefined && pcf[key] !== null,
    );
    expect(defined.length).toBeLessThanOrEqual(1);
    if (pcf.geographyCountry !== undefined) expect(pcf.geographyCountry).toMatch(/^[A-Z]{2}$/);
  });

  it('§4.7.2 pcfExcludingBiogenicUptake and pcfIncludingBiogenicUptake: the result, equal while no biogenic uptake is reported', () => {
    expect(decimal(pcf.pcfExcludingBiogenicUptake)).toBeCloseTo(from.figures.value, 12);
    expect(pcf.biogenicCO2Uptake).toBeUndefined();
    expect(pcf.pcfIncludingBiogenicUptake).toBe(pcf.pcfExcludingBiogenicUptake);
  });

  it('§4.7.2 fossilGhgEmissions and fossilCarbonContent: decimals >= 0, fossil emissions no more than a positive result', () => {
    const fossil = decimal(pcf.fossilGhgEmissions);
    expect(fossil).toBeGreaterThanOrEqual(0);
    expect(fossil).toBeLessThanOrEqual(Math.max(0, from.figures.value) + 1e-12);
    expect(decimal(pcf.fossilCarbonContent)).toBeGreaterThanOrEqual(0);
    // kgC per kg of product: carbon cannot weigh more than the kilogram it is in.
    expect(decimal(pcf.fossilCarbonContent)).toBeLessThanOrEqual(1);
  });

  it('§4.7.2 every other kgCO2e and kgC figure of the record is a decimal string >= 0 (§4.3.1)', () => {
    for (const key of [
      'biogenicCarbonContent',
      'recycledCarbonContent',
      'landUseChangeGhgEmissions',
      'aircraftGhgEmissions',
      'packagingGhgEmissions',
      'outboundLogisticsGhgEmissions',
    ]) {
      if (pcf[key] !== undefined) expect(decimal(pcf[key]), key).toBeGreaterThanOrEqual(0);
    }
  });

  it('§4.7.2 packagingEmissionsIncluded: a boolean; when false, packagingGhgEmissions MUST be undefined, when true it is given', () => {
    expect(typeof pcf.packagingEmissionsIncluded).toBe('boolean');
    if (pcf.packagingEmissionsIncluded === false) expect(pcf.packagingGhgEmissions).toBeUndefined();
    // SHOULD: the portal gives the packaging share whenever it counts packaging, never above the total.
    if (pcf.packagingEmissionsIncluded === true) {
      expect(decimal(pcf.packagingGhgEmissions)).toBeGreaterThan(0);
      expect(decimal(pcf.packagingGhgEmissions)).toBeLessThanOrEqual(decimal(pcf.pcfExcludingBiogenicUptake));
    }
    // The boundary described agrees with the flag.
    expect(/packaging/i.test(String(pcf.boundaryProcessesDescription))).toBe(pcf.packagingEmissionsIncluded);
  });

  it('§4.7.2 ipccCharacterizationFactors: a non-empty set of AR$VERSION$, the latest (AR6) among them', () => {
    const factors = pcf.ipccCharacterizationFactors as string[];
    expect(factors.length).toBeGreaterThan(0);
    expect(new Set(factors).size).toBe(factors.length);
    for (const f of factors) expect(f).toMatch(/^AR\d+$/);
    expect(factors).toContain('AR6');
  });

  it('§4.7.2 crossSectoralStandards: non-empty, no duplicates, only the values the section lists', () => {
    const listed = [
      'ISO14067',
      'ISO14083',
      'ISO14040-44',
      'GHGP-Product',
      'PEF',
      'PACT-1.0',
      'PACT-2.0',
      'PACT-3.0',
      'PAS2050',
    ];
    const standards = pcf.crossSectoralStandards as string[];
    expect(standards.length).toBeGreaterThan(0);
    expect(new Set(standards).size).toBe(standards.length);
    for (const s of standards) expect(listed).toContain(s);
    // An unverified estimate is no ISO 14067 study (decision 0062).
    if (from.figures.origin === 'ESTIMATE') expect(standards).not.toContain('ISO14067');
  });

  it('§4.7.2 exemptedEmissionsPercent: a percentage from 0 to 100 (3.0 lifted the 5 % bound); a positive one says why', () => {
    const percent = decimal(pcf.exemptedEmissionsPercent);
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
    if (percent > 0) expect(String(pcf.exemptedEmissionsDescription ?? '').trim()).not.toBe('');
  });

  it('§4.7.2 ccsTechnologicalCO2CaptureIncluded (SHALL): false, and then no capture figure is given', () => {
    expect(pcf.ccsTechnologicalCO2CaptureIncluded).toBe(false);
    for (const key of [
      'ccsTechnologicalCO2Capture',
      'technologicalCO2Removals',
      'technologicalCO2CaptureOrigin',
    ])
      expect(pcf[key], key).toBeUndefined();
  });

  it('§4.7.2 secondaryEmissionFactorSources: MUST be given when secondary data was used (every adopted estimate reads the factor library), each a name and a version (§4.10)', () => {
    if (from.figures.origin === 'ESTIMATE') {
      const sources = pcf.secondaryEmissionFactorSources as { name: string; version: string }[];
      expect(sources.length).toBeGreaterThan(0);
      for (const s of sources) {
        expect(s.name.trim()).not.toBe('');
        expect(s.version.trim()).not.toBe('');
      }
      // The library version the estimate read, told as its parts.
      expect(sources.map((s) => s.version).join('+')).toBe(from.figures.factorLibraryVersion);
    }
  });

  it('§4.7.2 productOrSectorSpecificRules and secondaryEmissionFactorSources: non-empty when defined', () => {
    for (const key of ['productOrSectorSpecificRules', 'secondaryEmissionFactorSources']) {
      if (pcf[key] !== undefined) expect((pcf[key] as unknown[]).length, key).toBeGreaterThan(0);
    }
  });

  it('§4.7.2 primaryDataShare: a share of the result in percent, from 0 to 100', () => {
    if (pcf.primaryDataShare === undefined) {
      expect(from.figures.origin).not.toBe('ESTIMATE');
      return;
    }
    const share = decimal(pcf.primaryDataShare);
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThanOrEqual(100);
  });

  it('§4.11.1 dqi: technological, geographical and temporal DQR, each between 1 and 5 inclusive', () => {
    if (pcf.dqi === undefined) {
      expect(from.figures.origin).not.toBe('ESTIMATE');
      return;
    }
    const dqi = pcf.dqi as Record<string, unknown>;
    expect(Object.keys(dqi).sort()).toEqual(['geographicalDQR', 'technologicalDQR', 'temporalDQR']);
    for (const rating of Object.values(dqi)) {
      expect(decimal(rating)).toBeGreaterThanOrEqual(1);
      expect(decimal(rating)).toBeLessThanOrEqual(5);
    }
  });

  it('§7.3 validity period: from referencePeriodEnd at the earliest to referencePeriodEnd + 3 years at the latest', () => {
    const referenceEnd = time(pcf.referencePeriodEnd);
    const start = time(record.validityPeriodStart);
    const end = time(record.validityPeriodEnd);
    expect(start).toBeGreaterThanOrEqual(referenceEnd);
    expect(end).toBeLessThanOrEqual(addYears(referenceEnd, 3));
    expect(start).toBeLessThan(end);
  });

  it('§8.1 productIds: a pact URN names its issuer’s domain and an identifier type; the CAS number as §8.1.1 writes it', () => {
    const ids = record.productIds as string[];
    for (const id of ids.filter((i) => i.startsWith('urn:pact:'))) {
      const [, domain, type] = PACT_URN.exec(id) ?? [];
      expect(domain, id).toBeDefined();
      expect(['product-id', 'buyer-id', 'supplier-id', 'substance-number']).toContain(type);
    }
    const cas = typeof from.document.cas === 'string' ? from.document.cas : undefined;
    if (cas) expect(ids).toContain(`urn:pact:cas.org:substance-number:${cas}`);
    if (from.productCode) {
      // The supplier (the data owner) issues its own codes: identifier type supplier-id, and
      // the code comes back whole from the URN.
      const supplier = ids.find((i) => i.includes(':supplier-id:'));
      expect(supplier).toBeDefined();
      expect(decodeURIComponent(supplier!.split(':supplier-id:')[1]!)).toBe(from.productCode.trim());
    }
  });

  it('§8.2 productClassifications: the CAS Registry Number as §8.2.1 writes it, only where there is one', () => {
    const cas = typeof from.document.cas === 'string' ? from.document.cas : undefined;
    if (cas) expect(record.productClassifications).toEqual([`urn:pact:cas.org:substance-number:${cas}`]);
    else expect(record.productClassifications).toBeUndefined();
  });
});

describe('PACT v3 rules that compare two records', () => {
  it('§7.2 a change of result is a change of the record: a new figure gives another pcf, the same source the same record', () => {
    const first = mapFootprint(source()).content;
    expect(mapFootprint(source()).content).toEqual(first);
    const changed = mapFootprint(source({ figures: figuresOf(15.1, null) })).content as Record3;
    expect(changed.pcf.pcfExcludingBiogenicUptake).not.toBe(
      (first as Record3).pcf.pcfExcludingBiogenicUptake,
    );
  });

  it('§4.7.1 a route made in two countries is scoped to the one that makes most of the final step', () => {
    const record = mapped.find(([name]) => name === 'a route tree with manufacturers')![1];
    expect(record.pcf.geographyCountry).toBe('FR');
  });
});
