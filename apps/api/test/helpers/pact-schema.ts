import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/**
 * The PACT v3 answers' constraints, written for this project from the public Technical
 * Specifications for PCF Data Exchange v3 ('Data Model': Basic Types, Qualifiers, ProductFootprint,
 * CarbonFootprint, DataQualityIndicators; 'HTTP REST API': the list, get and error bodies, the
 * token answer of RFC 6749 §5.1; 'Action Events': RequestFulfilled and RequestRejected). Every
 * answer the conformance suite and the API tests receive is validated with ajv against these.
 */

// 'Basic Types': decimals are strings; 'Qualifiers': NonEmpty, Unique.
const decimal = { type: 'string', pattern: '^[+-]?\\d+(\\.\\d+)?$' };
const positiveOrZeroDecimal = { type: 'string', pattern: '^[+]?\\d+(\\.\\d+)?$' };
const positiveNonZeroDecimal = {
  type: 'string',
  pattern: '^[+]?((\\d*[1-9]\\d*)(\\.\\d+)?|0+\\.\\d*[1-9]\\d*)$',
};
const nonEmptyString = { type: 'string', minLength: 1 };
// RFC 8141: urn:<NID>:<NSS>, NID of 2 to 32 letters, digits or hyphens.
const urn = { type: 'string', pattern: '^[uU][rR][nN]:[A-Za-z0-9][A-Za-z0-9-]{0,30}[A-Za-z0-9]:.+$' };
const urnSet = { type: 'array', minItems: 1, uniqueItems: true, items: urn };
const dateTime = { type: 'string', format: 'date-time' };
const dqr = decimal;

const unRegions = [
  'Africa',
  'Americas',
  'Asia',
  'Europe',
  'Oceania',
  'Australia and New Zealand',
  'Central Asia',
  'Eastern Asia',
  'Eastern Europe',
  'Latin America and the Caribbean',
  'Melanesia',
  'Micronesia',
  'Northern Africa',
  'Northern America',
  'Northern Europe',
  'Polynesia',
  'South-eastern Asia',
  'Southern Asia',
  'Southern Europe',
  'Sub-Saharan Africa',
  'Western Asia',
  'Western Europe',
];

const geographyKeys = ['geographyRegionOrSubregion', 'geographyCountry', 'geographyCountrySubdivision'];

const carbonFootprint = {
  type: 'object',
  required: [
    'declaredUnitOfMeasurement',
    'declaredUnitAmount',
    'productMassPerDeclaredUnit',
    'referencePeriodStart',
    'referencePeriodEnd',
    'pcfExcludingBiogenicUptake',
    'pcfIncludingBiogenicUptake',
    'fossilGhgEmissions',
    'fossilCarbonContent',
    'ipccCharacterizationFactors',
    'crossSectoralStandards',
    'exemptedEmissionsPercent',
  ],
  // 'Scope of a CarbonFootprint': at most one geographic granularity (none: Global).
  not: {
    anyOf: [
      { required: [geographyKeys[0], geographyKeys[1]] },
      { required: [geographyKeys[0], geographyKeys[2]] },
      { required: [geographyKeys[1], geographyKeys[2]] },
    ],
  },
  properties: {
    declaredUnitOfMeasurement: {
      enum: [
        'liter',
        'kilogram',
        'cubic meter',
        'kilowatt hour',
        'megajoule',
        'ton kilometer',
        'square meter',
        'piece',
        'hour',
        'megabit second',
      ],
    },
    declaredUnitAmount: positiveNonZeroDecimal,
    productMassPerDeclaredUnit: decimal,
    referencePeriodStart: dateTime,
    referencePeriodEnd: dateTime,
    geographyRegionOrSubregion: { enum: unRegions },
    geographyCountry: { type: 'string', pattern: '^[A-Z]{2}$' },
    geographyCountrySubdivision: { type: 'string', pattern: '^[A-Z]{2}-[A-Z0-9]{1,3}$' },
    boundaryProcessesDescription: { type: 'string' },
    pcfExcludingBiogenicUptake: decimal,
    pcfIncludingBiogenicUptake: decimal,
    fossilGhgEmissions: positiveOrZeroDecimal,
    fossilCarbonContent: positiveOrZeroDecimal,
    biogenicCarbonContent: positiveOrZeroDecimal,
    packagingEmissionsIncluded: { type: 'boolean' },
    packagingGhgEmissions: positiveOrZeroDecimal,
    // EmissionFactorSource of the v3 data model (§4.10): a database's name and version.
    secondaryEmissionFactorSources: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['name', 'version'],
        properties: { name: { type: 'string', minLength: 1 }, version: { type: 'string', minLength: 1 } },
      },
    },
    ccsTechnologicalCO2CaptureIncluded: { type: 'boolean' },
    ipccCharacterizationFactors: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', pattern: '^AR\\d+$' },
    },
    // 'CrossSectoralStandard' of the v3 data model: a value outside it is a claim no reader can check.
    crossSectoralStandards: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: {
        enum: [
          'ISO14067',
          'ISO14083',
          'ISO14040-44',
          'GHGP-Product',
          'PEF',
          'PACT-1.0',
          'PACT-2.0',
          'PACT-3.0',
        ],
      },
    },
    exemptedEmissionsPercent: decimal,
    exemptedEmissionsDescription: { type: 'string' },
    primaryDataShare: decimal,
    dqi: {
      type: 'object',
      required: ['technologicalDQR', 'geographicalDQR', 'temporalDQR'],
      properties: { technologicalDQR: dqr, geographicalDQR: dqr, temporalDQR: dqr },
    },
  },
};

const productFootprint = {
  type: 'object',
  required: [
    'id',
    'specVersion',
    'created',
    'status',
    'companyName',
    'companyIds',
    'productDescription',
    'productIds',
    'productNameCompany',
    'pcf',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    specVersion: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+(-\\d{8})?$' },
    precedingPfIds: {
      type: 'array',
      minItems: 1,
      uniqueItems: true,
      items: { type: 'string', format: 'uuid' },
    },
    created: dateTime,
    status: { enum: ['Active', 'Deprecated'] },
    validityPeriodStart: dateTime,
    validityPeriodEnd: dateTime,
    companyName: nonEmptyString,
    companyIds: urnSet,
    productDescription: { type: 'string' },
    productIds: urnSet,
    productClassifications: urnSet,
    productNameCompany: nonEmptyString,
    comment: { type: 'string' },
    pcf: carbonFootprint,
  },
  // Obsolete since 3.0 ('Obsolete Properties').
  not: { anyOf: [{ required: ['version'] }, { required: ['updated'] }, { required: ['statusComment'] }] },
};

const pactError = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: {
      enum: ['BadRequest', 'AccessDenied', 'TokenExpired', 'NotFound', 'InternalError', 'NotImplemented'],
    },
    message: { type: 'string' },
  },
};

const cloudEvent = (type: string, data: object) => ({
  type: 'object',
  required: ['type', 'specversion', 'id', 'source', 'time', 'data'],
  properties: {
    type: { const: type },
    specversion: { const: '1.0' },
    id: nonEmptyString,
    source: nonEmptyString,
    time: dateTime,
    data,
  },
});

export const pactSchemas = {
  listFootprints: {
    type: 'object',
    required: ['data'],
    properties: { data: { type: 'array', items: productFootprint } },
  },
  getFootprint: { type: 'object', required: ['data'], properties: { data: productFootprint } },
  error: pactError,
  // RFC 6749 §5.1 and §5.2.
  token: {
    type: 'object',
    required: ['access_token', 'token_type'],
    properties: {
      access_token: nonEmptyString,
      token_type: { type: 'string', pattern: '^[Bb]earer$' },
      expires_in: { type: 'integer', minimum: 1 },
    },
  },
  tokenError: {
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        enum: [
          'invalid_request',
          'invalid_client',
          'invalid_grant',
          'unauthorized_client',
          'unsupported_grant_type',
          'invalid_scope',
        ],
      },
      error_description: { type: 'string' },
    },
  },
  requestFulfilled: cloudEvent('org.wbcsd.pact.ProductFootprint.RequestFulfilledEvent.3', {
    type: 'object',
    required: ['requestEventId', 'pfs'],
    properties: {
      requestEventId: { type: 'string' },
      pfs: { type: 'array', minItems: 1, items: productFootprint },
    },
  }),
  requestRejected: cloudEvent('org.wbcsd.pact.ProductFootprint.RequestRejectedEvent.3', {
    type: 'object',
    required: ['requestEventId', 'error'],
    properties: { requestEventId: { type: 'string' }, error: pactError },
  }),
} as const;

// ajv-formats ships as CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ allErrors: true, strict: true, strictRequired: false }));
const validators = Object.fromEntries(
  Object.entries(pactSchemas).map(([name, schema]) => [name, ajv.compile(schema)]),
) as Record<keyof typeof pactSchemas, ReturnType<typeof ajv.compile>>;

/** The schema's complaints about `value` (empty when it conforms), as readable lines. */
export function pactSchemaErrors(schema: keyof typeof pactSchemas, value: unknown): string[] {
  const validate = validators[schema];
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
