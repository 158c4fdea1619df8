import type { PurchasesAnswer } from '@pharmatrace/domain';
import ExcelJS from 'exceljs';

/**
 * A purchases answer (fresh or from a basket) as a CSV or an XLSX file (issue #25), written with
 * exceljs (already the API's XLSX reader; its CSV writer is fast-csv). Server-side, so that the
 * browser does not load a spreadsheet library, and both formats come from one table definition.
 * Bad lines are rows too, with their message: nothing the file had is left out of the export.
 */

export type ExportFormat = 'csv' | 'xlsx';

const lineColumns = [
  { header: 'Line', key: 'line', width: 8 },
  { header: 'Input', key: 'input', width: 28 },
  { header: 'Medicine', key: 'medicine', width: 40 },
  { header: 'Match level', key: 'matchLevel', width: 12 },
  { header: 'Quantity (boxes)', key: 'quantity', width: 14 },
  { header: 'Unit price (EUR)', key: 'unitPrice', width: 14 },
  { header: 'Supplier', key: 'supplier', width: 20 },
  { header: 'ATC', key: 'atc', width: 10 },
  { header: 'gCO2e per box', key: 'gCO2ePerBox', width: 14 },
  { header: 'kgCO2e', key: 'kgCO2e', width: 12 },
  { header: 'Greener alternative', key: 'alternative', width: 40 },
  { header: 'Saving kgCO2e per year', key: 'saving', width: 18 },
  { header: 'Note', key: 'note', width: 60 },
];

function lineRows(answer: PurchasesAnswer) {
  const { kgCO2ePerKEur, source } = answer.monetaryFactor;
  const rows: Record<string, string | number | null>[] = answer.lines.map((l) => ({
    line: l.line,
    input: l.input,
    medicine: l.medicineName,
    matchLevel: l.matchLevel,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    supplier: l.supplier,
    atc: l.atc,
    gCO2ePerBox: l.gCO2ePerBox,
    kgCO2e: l.kgCO2e,
    alternative: l.alternatives[0]?.name ?? null,
    saving: l.alternatives[0]?.savingKgCO2ePerYear ?? null,
    note:
      l.matchLevel === 'MONETARY'
        ? `Monetary fallback: ${kgCO2ePerKEur} kgCO2e per k€. Source: ${source}`
        : l.matchLevel === 'NONE'
          ? 'Not matched and no price: counted nowhere'
          : null,
  }));
  for (const e of answer.errors) {
    rows.push({ line: e.line, matchLevel: 'BAD LINE', note: e.message });
  }
  return rows.sort((a, b) => Number(a.line) - Number(b.line));
}

export async function exportPurchases(answer: PurchasesAnswer, format: ExportFormat): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pharmatrace';
  const lines = workbook.addWorksheet('Lines');
  lines.columns = lineColumns;
  lines.addRows(lineRows(answer));
  lines.getRow(1).font = { bold: true };

  if (format === 'csv') {
    const csv = await workbook.csv.writeBuffer({ sheetName: 'Lines' });
    // A BOM, so that a spreadsheet opens the accents as UTF-8.
    return Buffer.concat([Buffer.from('\uFEFF', 'utf8'), Buffer.from(csv as ArrayBuffer)]);
  }

  const totals = workbook.addWorksheet('Totals');
  totals.columns = [
    { header: 'Group', key: 'group', width: 16 },
    { header: 'Key', key: 'key', width: 30 },
    { header: 'Lines', key: 'lines', width: 10 },
    { header: 'tCO2e', key: 'tonnes', width: 12 },
  ];
  const t = (kg: number) => Math.round(kg) / 1000;
  totals.addRow({
    group: 'Total',
    key: 'All lines',
    lines: answer.lines.length,
    tonnes: t(answer.totals.kgCO2e),
  });
  for (const [level, v] of Object.entries(answer.totals.byMatchLevel)) {
    totals.addRow({ group: 'Match level', key: level, lines: v.lines, tonnes: t(v.kgCO2e) });
  }
  for (const v of answer.totals.bySupplier) {
    totals.addRow({
      group: 'Supplier',
      key: v.supplier ?? 'No supplier',
      lines: v.lines,
      tonnes: t(v.kgCO2e),
    });
  }
  for (const v of answer.totals.byAtc) {
    totals.addRow({ group: 'ATC class', key: v.atc ?? 'Unknown', lines: v.lines, tonnes: t(v.kgCO2e) });
  }
  totals.addRow({});
  totals.addRow({
    group: 'Monetary factor',
    key: `${answer.monetaryFactor.kgCO2ePerKEur} kgCO2e per k€`,
  });
  totals.addRow({ group: 'Source', key: answer.monetaryFactor.source });
  totals.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
