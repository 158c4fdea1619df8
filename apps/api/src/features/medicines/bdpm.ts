import { isCip13, isCis, MEDICINE_PACK_LABEL_MAX, type MedicinePack, phrase } from '@pharmatrace/domain';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ParsedCsv } from '../../lib/csv';
import { refreshSearchIndexes } from './import';
import { announceMedicinesChanged } from './name-index';
import { unitsPerBoxOfLabel } from './pack-label';

/**
 * The BDPM presentations file, `CIS_CIP_bdpm.txt`, as the French public medicine database
 * (base-donnees-publique.medicaments.gouv.fr) distributes it (issue #25): one presentation (box)
 * per line, tab-separated, no header, no quoting, Windows-1252 (older files) or UTF-8 (detected),
 * prices with decimal commas. The columns used: 1 CIS, 2 CIP7, 3 label, 7 CIP13, 10 price (€).
 * The others (status, marketing state and date, approval, reimbursement rate and text) are
 * read as text and not checked.
 */

export const BDPM_MAX_BYTES = 50 * 1024 * 1024;
/** The file has 12 columns in older releases, 13 since the reimbursement text was added. */
const MIN_COLUMNS = 10;
const MAX_COLUMNS = 13;

export interface BdpmPresentation {
  cis: string;
  cip13: string;
  label: string;
  /** € per box, or null when the file gives none. */
  price: number | null;
  /** Dispensing units in the box, read from the label (pack-label.ts); null when it gives none. */
  unitsPerBox: number | null;
}

/**
 * Decodes the file: UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), otherwise
 * Windows-1252, the encoding of the files distributed before 2023.
 */
export function decodeBdpm(bytes: Uint8Array): {
  text: string;
  encoding: 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';
} {
  // Excel's 'Unicode text' is UTF-16 with a byte order mark (issue #35: it was read as Windows-1252).
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/**
 * A BDPM price: decimal comma; thousands may be grouped with a space or, in some releases, with a
 * comma too ('1,234,56'): the last comma is the decimal one.
 */
export function parseBdpmPrice(raw: string): number | null | 'bad' {
  const value = raw.trim().replace(/[\s\u00a0]/g, '');
  if (value === '') return null;
  if (!/^\d{1,3}((,\d{3})*|\d*)(,\d{1,2})?$/.test(value)) return 'bad';
  const last = value.lastIndexOf(',');
  const normal = last === -1 ? value : `${value.slice(0, last).replace(/,/g, '')}.${value.slice(last + 1)}`;
  const n = Number(normal);
  return Number.isFinite(n) ? n : 'bad';
}

/** Reads and checks every line; never throws for bad content. */
export function parseBdpmPresentations(input: Uint8Array | string): ParsedCsv<BdpmPresentation> & {
  encoding: string;
} {
  const result: ParsedCsv<BdpmPresentation> & { encoding: string } = {
    rows: [],
    rejected: [],
    fileErrors: [],
    warnings: [],
    encoding: 'utf-8',
  };
  let text: string;
  if (typeof input === 'string') text = input;
  else {
    if (input.byteLength > BDPM_MAX_BYTES) {
      result.fileErrors.push(
        phrase('csv.file.tooManyBytes', { bytes: input.byteLength, limit: BDPM_MAX_BYTES }),
      );
      return result;
    }
    const decoded = decodeBdpm(input);
    text = decoded.text;
    result.encoding = decoded.encoding;
  }
  // No quoting in this format: a '"' in a label is a character like any other.
  const records: { line: number; fields: string[] }[] = [];
  parse(text, {
    delimiter: '\t',
    quote: false,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    skip_empty_lines: true,
    on_record: (record: string[], context) => {
      records.push({ line: context.lines, fields: record });
      return null;
    },
  });
  const seen = new Map<string, number>();
  for (const { line, fields } of records) {
    const reasons: string[] = [];
    if (fields.length < MIN_COLUMNS || fields.length > MAX_COLUMNS) {
      reasons.push(
        `has ${fields.length} tab-separated field(s); a BDPM presentation line has ${MIN_COLUMNS} to ${MAX_COLUMNS}`,
      );
      result.rejected.push({ line, reasons });
      continue;
    }
    const cis = fields[0]!.trim();
    const cip7 = fields[1]!.trim();
    const label = fields[2]!.trim();
    const cip13 = fields[6]!.trim();
    if (!isCis(cis)) reasons.push(`CIS "${cis.slice(0, 40)}" is not 8 digits`);
    if (!/^\d{7}$/.test(cip7)) reasons.push(`CIP7 "${cip7.slice(0, 40)}" is not 7 digits`);
    if (!isCip13(cip13)) {
      reasons.push(`CIP13 "${cip13.slice(0, 40)}" is not 13 digits with a valid check digit`);
    } else if (/^\d{7}$/.test(cip7) && cip13.slice(5, 12) !== cip7) {
      reasons.push(`CIP13 ${cip13} does not contain the CIP7 ${cip7}`);
    }
    const price = parseBdpmPrice(fields[9] ?? '');
    if (price === 'bad') reasons.push(`price "${(fields[9] ?? '').slice(0, 40)}" is not a number of euros`);
    const first = isCip13(cip13) ? seen.get(cip13) : undefined;
    if (first !== undefined) reasons.push(`CIP13 ${cip13} is already on line ${first}`);
    if (reasons.length > 0) {
      result.rejected.push({ line, reasons });
      continue;
    }
    seen.set(cip13, line);
    result.rows.push({
      cis,
      cip13,
      label,
      price: price as number | null,
      unitsPerBox: unitsPerBoxOfLabel(label),
    });
  }
  if (result.rows.length === 0 && result.rejected.length === 0)
    result.fileErrors.push(phrase('csv.file.empty'));
  return result;
}

export interface BdpmImportOutcome {
  /** Medicines whose CIP13 codes were set. */
  medicines: number;
  /** CIS codes of the file that no medicine has (the database holds tablets and capsules only). */
  unknownCis: number;
}

/** Keys per statement: each is one entry of a JSON parameter, so this only bounds its size. */
const BATCH = 2000;

/**
 * Sets the CIP13 codes and the packs (label, units per box: issue #38) of every medicine whose CIS
 * is in the file to the file's for that CIS (the file is the reference: a withdrawn presentation
 * disappears), in one transaction.
 */
export async function importBdpmPresentations(
  db: Database,
  rows: BdpmPresentation[],
): Promise<BdpmImportOutcome> {
  const byCis = new Map<string, MedicinePack[]>();
  for (const row of rows) {
    const pack = {
      cip13: row.cip13,
      label: row.label.slice(0, MEDICINE_PACK_LABEL_MAX),
      unitsPerBox: row.unitsPerBox,
    };
    const list = byCis.get(row.cis);
    if (list) list.push(pack);
    else byCis.set(row.cis, [pack]);
  }
  const entries = [...byCis.entries()];
  const outcome = await db.transaction(async (tx) => {
    let updated = 0;
    const matchedCis = new Set<string>();
    for (let start = 0; start < entries.length; start += BATCH) {
      const batch = Object.fromEntries(entries.slice(start, start + BATCH));
      const result = await tx.execute<{ cis: string }>(sql`
        update medicines m
        set cip13 = array(select p->>'cip13' from jsonb_array_elements(x.value) p),
            packs = x.value, updated_at = now()
        from jsonb_each(${JSON.stringify(batch)}::jsonb) x
        where m.cis = x.key
        returning m.cis`);
      for (const r of result.rows) {
        updated += 1;
        matchedCis.add(r.cis);
      }
    }
    await announceMedicinesChanged(tx);
    return { medicines: updated, unknownCis: entries.length - matchedCis.size };
  });
  await refreshSearchIndexes(db);
  return outcome;
}
