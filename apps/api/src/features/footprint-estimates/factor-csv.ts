import {
  type EmissionFactor,
  emissionFactorCsvColumns,
  emissionFactorCsvRowSchema,
  MAX_IMPORTED_FACTORS,
  phrase,
} from '@pharmatrace/domain';
import { type ParsedCsv, parseCsvTable } from '../../lib/csv';

/**
 * The provider's licensed emission factors as a CSV file (docs/methodology.md 'Importing
 * factors'): read with csv-parse, each row checked by the domain's emissionFactorCsvRowSchema,
 * every bad line reported. No I/O: the importer writes only when nothing here is wrong.
 */

/** The whole file is read into memory and checked before anything is written. */
export const FACTOR_CSV_MAX_BYTES = 20 * 1024 * 1024;

export type ParsedFactorCsv = ParsedCsv<EmissionFactor>;

/** The same kind, key and geography twice would make the import ambiguous. */
const identity = (f: EmissionFactor) =>
  `${f.kind}|${f.key.toLowerCase()}|${f.geography === 'RoW' ? 'GLO' : f.geography}`;

export function parseFactorCsv(input: Uint8Array | string): ParsedFactorCsv {
  return parseCsvTable(input, {
    maxBytes: FACTOR_CSV_MAX_BYTES,
    limitName: 'FACTOR_CSV_MAX_BYTES',
    columns: emissionFactorCsvColumns,
    rowSchema: () => emissionFactorCsvRowSchema,
    noun: 'csv.noun.factor',
    headerHint:
      'key, name, unit, value, geography, source, licence, year, dqr_technological, dqr_geographical, dqr_temporal',
    identity,
    duplicate: (f, first) =>
      phrase('staff.factors.reason.duplicate', {
        kind: f.kind,
        key: f.key,
        geography: f.geography,
        line: first,
      }),
    maxRows: MAX_IMPORTED_FACTORS,
  });
}
