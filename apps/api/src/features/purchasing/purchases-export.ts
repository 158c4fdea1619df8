import {
  formatNumberIn,
  type Locale,
  type MessageArgs,
  type MessageKey,
  monetarySourceKey,
  type PurchasesAnswer,
  translate,
} from '@pharmatrace/domain';
import ExcelJS from 'exceljs';
import { writeCsv } from '../../lib/csv-write';
import { badLineMessageIn } from './bad-line-reasons';

/** The monetary factor's source in the reader's language (an old basket's: as it was saved). */
function monetarySourceIn(locale: Locale, answer: PurchasesAnswer): string {
  const key = monetarySourceKey(answer.monetaryFactor);
  return key ? translate(locale, key) : answer.monetaryFactor.source;
}

/**
 * A purchases answer (fresh or from a basket) as a CSV or an XLSX file (issue #25): the XLSX
 * written with exceljs (already the API's XLSX reader), the CSV by lib/csv-write.ts (every line as
 * wide as its header). Server-side, so that the browser does not load a spreadsheet library, and
 * both formats come from one table definition.
 * Bad lines are rows too, with their message: nothing the file had is left out of the export.
 */

export type ExportFormat = 'csv' | 'xlsx';

/** The catalogue's messages without parameters: column names and labels. */
type PlainKey = { [K in MessageKey]: MessageArgs<K> extends [] ? K : never }[MessageKey];

/**
 * Issue #27: the columns, sheets and notes in the requester's language (Accept-Language). A French
 * CSV is written as French spreadsheets read one: ';' between fields and decimal commas (a ','
 * there would split every number in two); the XLSX holds real numbers, shown as the reader's
 * spreadsheet writes them.
 */
const lineColumns = [
  { header: 'medicines.export.line', key: 'line', width: 8 },
  { header: 'medicines.export.input', key: 'input', width: 28 },
  { header: 'medicines.export.medicine', key: 'medicine', width: 40 },
  { header: 'medicines.export.matchLevel', key: 'matchLevel', width: 12 },
  { header: 'medicines.export.quantity', key: 'quantity', width: 14 },
  { header: 'medicines.export.unitPrice', key: 'unitPrice', width: 14 },
  { header: 'medicines.export.supplier', key: 'supplier', width: 20 },
  { header: 'medicines.export.atc', key: 'atc', width: 10 },
  { header: 'medicines.export.perBox', key: 'gCO2ePerBox', width: 14 },
  { header: 'medicines.export.kgCO2e', key: 'kgCO2e', width: 12 },
  { header: 'medicines.export.alternative', key: 'alternative', width: 40 },
  { header: 'medicines.export.saving', key: 'saving', width: 18 },
  { header: 'medicines.export.note', key: 'note', width: 60 },
  // Issue #38: a line counted in dispensing units says them; 'Quantity (boxes)' is then the boxes
  // they come to by the pack taken (the pack named beside it).
  { header: 'medicines.export.ucd', key: 'ucd', width: 14 },
  { header: 'medicines.export.pack', key: 'pack', width: 40 },
] as const;

function lineRows(answer: PurchasesAnswer, locale: Locale) {
  const { kgCO2ePerKEur } = answer.monetaryFactor;
  const source = monetarySourceIn(locale, answer);
  const rows: Record<string, string | number | null>[] = answer.lines.map((l) => ({
    line: l.line,
    input: l.input,
    medicine: l.medicineName,
    // The match level in words, in the reader's language (issue #38 'Exports').
    matchLevel: translate(locale, `medicines.match.${l.matchLevel}`),
    // Boxes, as the column says: a count in UCD is turned into the boxes of its pack (null when
    // the pack's size is unknown: the line is counted nowhere, and says so on the page).
    quantity: (l.unit ?? 'BOX') === 'UCD' ? (l.boxes ?? null) : l.quantity,
    ucd: l.unit === 'UCD' ? l.quantity : null,
    pack: l.pack ? `${l.pack.label} (CIP13 ${l.pack.cip13})` : null,
    unitPrice: l.unitPrice,
    supplier: l.supplier,
    atc: l.atc,
    gCO2ePerBox: l.gCO2ePerBox,
    kgCO2e: l.kgCO2e,
    alternative: l.alternatives[0]?.name ?? null,
    saving: l.alternatives[0]?.savingKgCO2ePerYear ?? null,
    note:
      l.matchLevel === 'MONETARY'
        ? translate(locale, 'medicines.export.monetaryNote', {
            factor: formatNumberIn(locale, kgCO2ePerKEur, { useGrouping: false, maximumFractionDigits: 20 }),
            source,
          })
        : l.matchLevel === 'NONE'
          ? translate(locale, 'medicines.export.notMatched')
          : l.nameFits
            ? translate(locale, 'medicines.purchases.nameFits', { count: l.nameFits })
            : null,
  }));
  for (const e of answer.errors) {
    // The line's message is the API's, said when the file was read in the language of that request
    // (its reasons joined with '; '); each reason is shown in the language asked now.
    rows.push({
      line: e.line,
      // What the buyer wrote on the line, not a normalised form of it (issue #38 'Exports').
      input: e.written ?? null,
      matchLevel: translate(locale, 'medicines.export.badLine'),
      note: badLineMessageIn(locale, e),
    });
  }
  return rows.sort((a, b) => Number(a.line) - Number(b.line));
}

export async function exportPurchases(
  answer: PurchasesAnswer,
  format: ExportFormat,
  locale: Locale = 'en',
): Promise<Buffer> {
  const t = (key: PlainKey) => translate<PlainKey>(locale, key);
  const columns = lineColumns.map((c) => ({ ...c, header: t(c.header) }));
  const rows = lineRows(answer, locale);

  if (format === 'csv') {
    // Every line as wide as the header, bad lines included (lib/csv-write.ts); a French number
    // with its decimal comma, no grouping, every decimal kept.
    return writeCsv({
      columns,
      rows,
      delimiter: locale === 'fr' ? ';' : ',',
      ...(locale === 'fr'
        ? {
            formatNumber: (value: number) =>
              formatNumberIn(locale, value, { useGrouping: false, maximumFractionDigits: 20 }),
          }
        : {}),
    });
  }

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pharmatrace';
  const lines = workbook.addWorksheet(t('medicines.export.sheetLines'));
  lines.columns = columns;
  lines.addRows(rows);
  lines.getRow(1).font = { bold: true };

  const totals = workbook.addWorksheet(t('medicines.export.sheetTotals'));
  totals.columns = [
    { header: t('medicines.export.group'), key: 'group', width: 16 },
    { header: t('medicines.export.key'), key: 'key', width: 30 },
    { header: t('medicines.export.lines'), key: 'lines', width: 10 },
    { header: t('medicines.export.tonnes'), key: 'tonnes', width: 12 },
  ];
  const tonnes = (kg: number) => Math.round(kg) / 1000;
  totals.addRow({
    group: t('medicines.export.total'),
    key: t('medicines.export.allLines'),
    lines: answer.lines.length,
    tonnes: tonnes(answer.totals.kgCO2e),
  });
  for (const [level, v] of Object.entries(answer.totals.byMatchLevel)) {
    totals.addRow({
      group: t('medicines.export.groupMatchLevel'),
      key: translate(locale, `medicines.match.${level as PurchasesAnswer['lines'][number]['matchLevel']}`),
      lines: v.lines,
      tonnes: tonnes(v.kgCO2e),
    });
  }
  for (const v of answer.totals.bySupplier) {
    totals.addRow({
      group: t('medicines.export.groupSupplier'),
      key: v.supplier ?? t('medicines.export.noSupplier'),
      lines: v.lines,
      tonnes: tonnes(v.kgCO2e),
    });
  }
  for (const v of answer.totals.byAtc) {
    totals.addRow({
      group: t('medicines.export.groupAtc'),
      key: v.atc ?? t('medicines.export.unknown'),
      lines: v.lines,
      tonnes: tonnes(v.kgCO2e),
    });
  }
  totals.addRow({});
  totals.addRow({
    group: t('medicines.export.monetaryFactor'),
    key: translate(locale, 'medicines.export.factorValue', {
      factor: formatNumberIn(locale, answer.monetaryFactor.kgCO2ePerKEur, {
        useGrouping: false,
        maximumFractionDigits: 20,
      }),
    }),
  });
  totals.addRow({ group: t('medicines.export.source'), key: monetarySourceIn(locale, answer) });
  totals.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
