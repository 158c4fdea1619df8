import {
  footprintResultDetailSchema,
  formatFootprintHeadline,
  headlineOfResult,
  PACT_SPEC_VERSION,
} from '@pharmatrace/domain';
import { carbonFraction, findKnownSubstance } from '@pharmatrace/footprint';

/**
 * From a completed footprint project to a PACT v3 ProductFootprint (issue #24 'Data'). Pure: the
 * store reads the rows, this decides every field, so the mapping is read and tested in one place.
 * Field meanings: PACT Technical Specifications v3, 'Data Model' (ProductFootprint, CarbonFootprint).
 */

/** The figures of a footprint's result, per kilogram of drug substance. */
export interface PcfFigures {
  /** kgCO2e per kg. */
  value: number;
  /** ± kgCO2e per kg. */
  uncertainty: number;
  /** The 95 % interval of an adopted estimate (p2.5, p97.5), for the comment's headline (issue #36). */
  interval?: { low: number; high: number };
  /** Share of primary data in the result, in percent (PACT `primaryDataShare`), when known. */
  primaryDataShare?: number;
  /** Data quality ratings between 1 and 5 (PACT `dqi`), when known. */
  dqi?: { technological: number; geographical: number; temporal: number };
  /**
   * ESTIMATE: the preliminary estimate adopted as computed (issue #23), not a verified study;
   * STAFF: the provider's team's own figure. Absent reads as STAFF (a result from before #23).
   */
  origin?: 'ESTIMATE' | 'STAFF';
  /** Whether the result counts packaging: only an adopted estimate whose breakdown has some. */
  packagingIncluded?: boolean;
  /** kgCO2e per kg from packaging (PACT `packagingGhgEmissions`), when packaging is counted. */
  packaging?: number;
  /** The factor library the adopted estimate read (PACT `secondaryEmissionFactorSources`). */
  factorLibraryVersion?: string;
}

/**
 * THE place where a completed footprint's figures are read for PACT: staff's result
 * (`projects.footprint_value`, `footprint_uncertainty`, issue #13) and, when that result is an
 * adopted estimate (issue #23), the estimate's primary data share and data quality ratings.
 * A figure staff entered themselves carries neither: the estimate's share and ratings describe the
 * estimate, not staff's figure. Undefined without a result.
 */
export function pcfFiguresOf(project: {
  footprintValue: number | null;
  footprintUncertainty: number | null;
  footprintDetails?: Record<string, unknown> | null;
}): PcfFigures | undefined {
  if (project.footprintValue === null || project.footprintUncertainty === null) return undefined;
  const figures: PcfFigures = {
    value: project.footprintValue,
    uncertainty: project.footprintUncertainty,
    origin: 'STAFF',
    packagingIncluded: false,
  };
  const details = footprintResultDetailSchema.safeParse(project.footprintDetails);
  const estimate = details.success && details.data.origin === 'ESTIMATE' ? details.data.estimate : null;
  // Staff's own figure may sit beside an estimate it differs from: what staff's figure counts is
  // not known here, so it claims no packaging and keeps the study's standards.
  if (!estimate) return figures;
  const quality = estimate.dataQuality;
  return {
    ...figures,
    origin: 'ESTIMATE',
    packagingIncluded: estimate.byCategory.packaging > 0,
    packaging: estimate.byCategory.packaging,
    ...(details.success && details.data.factorLibraryVersion
      ? { factorLibraryVersion: details.data.factorLibraryVersion }
      : {}),
    interval: { low: estimate.p2_5, high: estimate.p97_5 },
    primaryDataShare: Math.min(100, Math.max(0, estimate.primaryDataShare)),
    dqi: {
      technological: pactDqrOf(quality.technological),
      geographical: pactDqrOf(quality.geographical),
      temporal: pactDqrOf(quality.temporal),
    },
  };
}

/**
 * The engine rates data quality on the pedigree scale, 1 (best) to 5 (docs/methodology.md). PACT
 * v3's DataQualityIndicators (Technical Specifications 3.0.3, §4.11.1) run from 1 to 5 as well,
 * lower being better (v2's ran from 1 to 3): the rating is given as it is, within 1 and 5, to one
 * decimal.
 */
export function pactDqrOf(pedigree: number): number {
  const clamped = Math.min(5, Math.max(1, pedigree));
  return Math.round(clamped * 10) / 10;
}

/** What the starter library's rows are read from (docs/methodology.md 'Starter factors'). */
const STARTER_SOURCES =
  'Pharmatrace starter library: US LCI (public domain), UK DESNZ 2025, Ember 2023, IPCC AR6, Nuss & Eckelman 2014 (metals)';

/**
 * PACT `secondaryEmissionFactorSources` (§4.7.2: a MUST when secondary data is used, as every
 * estimate does): the library version an estimate read, 'starter-2026.5' or
 * 'starter-2026.5+provider.3', told as its parts. The provider's imported library is named by
 * what it is, not by the licensed database's name, which the import does not record.
 */
export function emissionFactorSourcesOf(version: string): { name: string; version: string }[] {
  const [starter, ...imported] = version.split('+');
  return [
    { name: STARTER_SOURCES, version: starter || version },
    ...imported.map((part) => ({ name: 'The provider’s licensed emission factors', version: part })),
  ];
}

/** What a footprint's PACT answer is made from. */
export interface FootprintSource {
  projectId: string;
  clientId: string;
  companyName: string;
  /** The client account's e-mail: its domain is the issuer of the client's own product codes. */
  clientEmail: string;
  productName: string;
  /** The carbon footprint document (spec 001 §3): its CAS, route tree and production country. */
  document: Record<string, unknown>;
  figures: PcfFigures;
  /** The reporting years of the footprint's plants: the reference period. */
  plantYears: number[];
  /** When the footprint was completed: the reference period when no plant gives a year. */
  completedAt: Date;
  productCode: string | null;
}

/** What ListFootprints filters on, copied beside the stored footprint (lower-cased where matched so). */
export interface FootprintFilterColumns {
  productIds: string[];
  companyIds: string[];
  classifications: string[];
  geographies: string[];
  validFrom: Date;
  validTo: Date;
}

/** A ProductFootprint as served, without `id`, `created`, `status` and `precedingPfIds`. */
export type FootprintContent = Record<string, unknown>;

/** PACT v3 'Validity Period': at most 3 years after the end of the reference period; we give all 3. */
export const VALIDITY_YEARS = 3;

/**
 * The cross-sectoral standards the provider's own studies follow (DESIGN.md: ISO 14067 and the GHG
 * Protocol Product Standard), in PACT's enumeration ('crossSectoralStandards').
 */
const STUDY_STANDARDS = ['ISO14067', 'GHGP-Product'];
/**
 * What an adopted preliminary estimate follows (decision 0062): the GHG Protocol Product
 * Standard's calculation rules and the PACT Methodology v3 (cradle-to-gate, per kg, IPCC AR6),
 * never ISO 14067, which asks for a CFP study and its critical review that an unverified estimate
 * is not (docs/methodology.md 'Scope').
 */
const ESTIMATE_STANDARDS = ['GHGP-Product', 'PACT-3.0'];
/**
 * What the preliminary method leaves out of its boundary (docs/methodology.md 'What is computed'
 * and 'Limitations'), said in the record of an adopted estimate.
 */
export const METHOD_EXCLUSIONS =
  "Left out by the method, and not quantified: the N2O of incineration flue gas, VOC emissions declared on the plant form, energy exported by a plant, and capital goods. Counted since method 2.1: the fuels' upstream (well-to-tank), the grid's transmission and distribution losses, and the CH4 and N2O of wastewater treatment (within the water-treatment factor). The percentage is 0 because no sourced figure quantifies what is left out yet, not because it is nil.";
/** IPCC AR6 global warming potentials, the latest the PACT Methodology asks for. */
const IPCC_CHARACTERIZATION_FACTORS = ['AR6'];

/**
 * A number as PACT's decimal string (`^[+-]?\d+(\.\d+)?$`): never an exponent, at most 12
 * decimals, no trailing zeros.
 */
export function pactDecimal(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`not a finite number: ${n}`);
  const fixed = n.toFixed(12).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}

/** The namespace-specific part of a URN (RFC 8141): anything outside its characters is %-encoded. */
function urnPart(value: string): string {
  return encodeURIComponent(value.trim());
}

/** PACT 'Product Identifier URNs', the spec's own example for CAS numbers. */
export function casUrn(cas: string): string {
  return `urn:pact:cas.org:substance-number:${urnPart(cas)}`;
}

/** `urn:pact:{issuer domain}:supplier-id:{code}`: the client issues its own product codes. */
export function supplierProductUrn(clientEmail: string, code: string): string {
  const domain = clientEmail.split('@')[1]?.trim().toLowerCase();
  const issuer = domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'unknown.invalid';
  return `urn:pact:${issuer}:supplier-id:${urnPart(code)}`;
}

/** The client account: a UUID URN (RFC 9562) of its id in the portal. */
export function companyUrn(clientId: string): string {
  return `urn:uuid:${clientId}`;
}

interface Manufacturer {
  countryId?: unknown;
  percentage?: unknown;
}

/**
 * The country of the final step: the root of the route tree is the drug substance itself, and its
 * manufacturer with the largest share makes most of it; a footprint sent without production data
 * names its production country instead. Undefined (PACT 'Global') when neither says.
 */
export function finalStepCountry(document: Record<string, unknown>): string | undefined {
  const tree = document.tree as { manufacturers?: Manufacturer[] } | null | undefined;
  const manufacturers = Array.isArray(tree?.manufacturers) ? tree.manufacturers : [];
  const largest = [...manufacturers]
    .filter((m) => typeof m.countryId === 'string')
    .sort((a, b) => Number(b.percentage ?? 0) - Number(a.percentage ?? 0))[0];
  const country = (largest?.countryId ?? document.productionCountry) as unknown;
  return typeof country === 'string' && /^[A-Z]{2}$/.test(country.toUpperCase())
    ? country.toUpperCase()
    : undefined;
}

/**
 * The reference period (PACT 'referencePeriodStart/End', end exclusive): the plants' data years,
 * from 1 January of the first to 1 January after the last; without any, the last full calendar
 * year before the footprint was completed.
 */
export function referencePeriod(plantYears: number[], completedAt: Date): { start: Date; end: Date } {
  const years = plantYears.filter((y) => Number.isInteger(y) && y >= 1900 && y <= 2200);
  const first = years.length > 0 ? Math.min(...years) : completedAt.getUTCFullYear() - 1;
  const last = years.length > 0 ? Math.max(...years) : first;
  return { start: new Date(Date.UTC(first, 0, 1)), end: new Date(Date.UTC(last + 1, 0, 1)) };
}

/**
 * The product's fossil carbon content, kgC per kg (PACT `fossilCarbonContent`): the carbon mass
 * fraction of its formula where the method knows the substance (packages/footprint chemistry.ts);
 * carbon already oxidised (a carbonate, CO2) is not fossil organic carbon and counts 0. Undefined
 * where the formula is not known: the record then says 0 and that it was not assessed.
 */
export function fossilCarbonOf(
  cas: string | undefined,
  productName: string,
): { kgCPerKg: number; formula: string; name: string } | undefined {
  // A CAS number names the substance; a product name is read only where no CAS is given.
  const known = findKnownSubstance(cas, cas ? undefined : productName);
  const fraction = known ? carbonFraction(known.formula) : null;
  if (!known || fraction === null) return undefined;
  return { kgCPerKg: known.burns ? fraction : 0, formula: known.formula, name: known.name };
}

function addYears(date: Date, years: number): Date {
  const copy = new Date(date);
  copy.setUTCFullYear(copy.getUTCFullYear() + years);
  return copy;
}

/** The ProductFootprint (less its identity and lifecycle fields) and the columns the filters read. */
export function mapFootprint(source: FootprintSource): {
  content: FootprintContent;
  filters: FootprintFilterColumns;
} {
  const { document, figures } = source;
  const cas = typeof document.cas === 'string' && document.cas.trim() ? document.cas.trim() : undefined;
  const productIds = [
    ...(cas ? [casUrn(cas)] : []),
    ...(source.productCode ? [supplierProductUrn(source.clientEmail, source.productCode)] : []),
  ];
  // PACT requires at least one product id: without a CAS or a code, the study's own id names it.
  if (productIds.length === 0) productIds.push(`urn:uuid:${source.projectId}`);
  const classifications = cas ? [casUrn(cas)] : [];
  const companyIds = [companyUrn(source.clientId)];
  const country = finalStepCountry(document);
  const period = referencePeriod(source.plantYears, source.completedAt);
  const validFrom = period.end;
  const validTo = addYears(period.end, VALIDITY_YEARS);
  const preliminary = figures.origin === 'ESTIMATE';
  const packaging = figures.packagingIncluded === true;
  const fossilCarbon = fossilCarbonOf(cas, source.productName);
  const disclosures = [
    ...(preliminary
      ? [
          'Preliminary estimate, not verified: computed by the portal’s method from the client’s data and adopted by the provider’s team; not an ISO 14067 CFP study.',
        ]
      : []),
    packaging
      ? 'Packaging of the intermediates and of the drug substance is included.'
      : 'Packaging is not included.',
    fossilCarbon
      ? `The fossil carbon content, ${pactDecimal(Number(fossilCarbon.kgCPerKg.toFixed(6)))} kgC per kg, is computed from the formula ${fossilCarbon.formula} (${fossilCarbon.name}).`
      : 'The fossil carbon content of the product was not assessed and is given as 0.',
  ];

  const pcf: Record<string, unknown> = {
    declaredUnitOfMeasurement: 'kilogram',
    declaredUnitAmount: '1',
    productMassPerDeclaredUnit: '1',
    referencePeriodStart: period.start.toISOString(),
    referencePeriodEnd: period.end.toISOString(),
    ...(country ? { geographyCountry: country } : {}),
    boundaryProcessesDescription: `Cradle-to-gate: the raw materials and every synthesis step of the route${packaging ? ', with the packaging of each intermediate and of the drug substance,' : ''} up to the drug substance leaving its final plant.`,
    pcfExcludingBiogenicUptake: pactDecimal(figures.value),
    pcfIncludingBiogenicUptake: pactDecimal(figures.value),
    // The routes studied are chemical syntheses: the whole result is counted as fossil emissions.
    fossilGhgEmissions: pactDecimal(Math.max(0, figures.value)),
    // Required by the schema: from the formula where the method knows it, else 0 'not assessed'.
    fossilCarbonContent: pactDecimal(Number((fossilCarbon?.kgCPerKg ?? 0).toFixed(6))),
    ipccCharacterizationFactors: IPCC_CHARACTERIZATION_FACTORS,
    crossSectoralStandards: preliminary ? ESTIMATE_STANDARDS : STUDY_STANDARDS,
    // PACT's exempted emissions are those a cut-off rule leaves out, quantified. The method leaves
    // out what docs/methodology.md 'Limitations' lists, but no sourced figure quantifies it yet
    // (decision 0056): the percentage stays 0 and the description says it is not quantified.
    exemptedEmissionsPercent: '0',
    ...(preliminary ? { exemptedEmissionsDescription: METHOD_EXCLUSIONS } : {}),
    packagingEmissionsIncluded: packaging,
    // §4.7.2 (a SHALL of the methodology): no carbon capture takes place within the route's
    // boundary as the method models it, so none of the capture figures is given.
    ccsTechnologicalCO2CaptureIncluded: false,
    // §4.7.2: SHOULD be given when packaging is included, MUST be undefined when it is not.
    ...(packaging && figures.packaging !== undefined
      ? { packagingGhgEmissions: pactDecimal(Math.max(0, figures.packaging)) }
      : {}),
    // §4.7.2: the emission factors an adopted estimate used; staff's own figure says nothing of its
    // sources, so nothing is claimed for it.
    ...(preliminary && figures.factorLibraryVersion
      ? { secondaryEmissionFactorSources: emissionFactorSourcesOf(figures.factorLibraryVersion) }
      : {}),
    ...(figures.primaryDataShare !== undefined
      ? { primaryDataShare: pactDecimal(figures.primaryDataShare) }
      : {}),
    ...(figures.dqi
      ? {
          dqi: {
            technologicalDQR: pactDecimal(figures.dqi.technological),
            geographicalDQR: pactDecimal(figures.dqi.geographical),
            temporalDQR: pactDecimal(figures.dqi.temporal),
          },
        }
      : {}),
  };

  const content: FootprintContent = {
    specVersion: PACT_SPEC_VERSION,
    validityPeriodStart: validFrom.toISOString(),
    validityPeriodEnd: validTo.toISOString(),
    companyName: source.companyName,
    companyIds,
    productDescription: `Drug substance (active pharmaceutical ingredient) ${source.productName}${cas ? `, CAS ${cas}` : ''}: cradle-to-gate carbon footprint per kilogram.`,
    productIds,
    ...(classifications.length > 0 ? { productClassifications: classifications } : {}),
    productNameCompany: source.productName,
    comment: `Result ${formatFootprintHeadline(headlineOfResult(figures))}, per kg of drug substance. ${disclosures.join(' ')}`,
    pcf,
  };
  return {
    content,
    filters: {
      productIds: productIds.map((id) => id.toLowerCase()),
      companyIds: companyIds.map((id) => id.toLowerCase()),
      classifications: classifications.map((id) => id.toLowerCase()),
      geographies: country ? [country.toLowerCase()] : [],
      validFrom,
      validTo,
    },
  };
}
