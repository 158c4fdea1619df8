import { formatDate, formatNumberIn, type Locale, type Tender, translate } from '@pharmatrace/domain';
import ExcelJS from 'exceljs';
import { type PdfSection, renderPdf } from '../../lib/pdf';

/**
 * A tender's evaluation as a procurement report (issue #38), in the reader's language: the weights
 * and the formula in words, then per lot its offers with their figures, the carbon's source, the
 * points, the ranks and the flags. XLSX with exceljs (as the purchases export), PDF with pdfkit
 * through lib/pdf.ts (as the other documents). The scores are the ones GET /api/tenders/{id}
 * answers: the export computes nothing of its own.
 */
export type TenderExportFormat = 'xlsx' | 'pdf';

const columns = [
  'tenders.col.rank',
  'tenders.col.supplier',
  'tenders.col.code',
  'tenders.col.unitsPerBox',
  'tenders.col.price',
  'tenders.col.priceUnit',
  'tenders.col.pricePerUnit',
  'tenders.col.carbon',
  'tenders.col.carbonUnit',
  'tenders.col.method',
  'tenders.col.carbonPerUnit',
  'tenders.col.source',
  'tenders.col.pricePoints',
  'tenders.col.carbonPoints',
  'tenders.col.otherPoints',
  'tenders.col.total',
  'tenders.col.flags',
] as const;

type Offer = Tender['lots'][number]['offers'][number];

/** One offer's cells, in the order of `columns`: numbers stay numbers (the spreadsheet formats them). */
function cellsOf(locale: Locale, offer: Offer): (string | number | null)[] {
  const source =
    offer.proposal && offer.carbonSource === offer.proposal.source
      ? translate(locale, 'tenders.report.proposedFrom', {
          source: translate(locale, `tenders.source.${offer.carbonSource}`),
          label: offer.proposal.label,
        })
      : translate(locale, `tenders.source.${offer.carbonSource}`);
  return [
    offer.rank,
    offer.supplier,
    // A CIS names a medicine: the report says which of its packs was taken (issue #38).
    offer.pack && offer.pack.taken.cip13 !== offer.cip13
      ? translate(locale, 'tenders.pack.taken', {
          code: offer.cip13,
          cip13: offer.pack.taken.cip13,
          label: offer.pack.taken.label,
        })
      : offer.cip13,
    // The offer's units per box, else its pack's in the medicine database.
    offer.unitsPerBoxUsed,
    offer.price,
    translate(locale, `tenders.unit.${offer.priceUnit}`),
    offer.pricePerUnit,
    offer.carbon,
    translate(locale, `tenders.unit.${offer.carbonUnit}`),
    translate(locale, `tenders.method.${offer.carbonMethod}`),
    offer.carbonPerUnit,
    source,
    round(offer.pricePoints),
    round(offer.carbonPoints),
    round(offer.otherPoints),
    round(offer.total),
    offer.flags.map((flag) => translate(locale, `tenders.flag.${flag}`)).join('; '),
  ];
}

const round = (value: number) => Math.round(value * 100) / 100;

/** The header lines both formats share: reference, weights, formula in words. */
function headerOf(tender: Tender, locale: Locale) {
  return {
    title: translate(locale, 'tenders.report.title', { name: tender.name }),
    reference: tender.reference,
    // Issue #38: a tender's period, said in the reader's words and dates; null without one.
    period:
      tender.period.from && tender.period.to
        ? translate(locale, 'tenders.report.periodText', {
            from: formatDate(tender.period.from),
            to: formatDate(tender.period.to),
          })
        : null,
    weights: translate(locale, 'tenders.report.weightsText', {
      price: formatNumberIn(locale, tender.weights.price),
      carbon: formatNumberIn(locale, tender.weights.carbon),
      other: formatNumberIn(locale, tender.weights.other),
    }),
    formula: translate(locale, 'tenders.report.formula'),
  };
}

function lotLines(
  tender: Tender,
  locale: Locale,
  index: number,
): { heading: string; line: string; saved: string } {
  const lot = tender.lots[index]!;
  return {
    heading: translate(locale, 'tenders.report.lot', { n: index + 1, name: lot.name }),
    line: translate(locale, 'tenders.report.lotLine', {
      inn: lot.inn,
      strength: lot.strength,
      form: lot.form,
      quantity: formatNumberIn(locale, lot.quantity),
      unit: translate(locale, `tenders.unit.${lot.unit}`),
    }),
    saved:
      lot.result.carbonSavedG === null
        ? translate(locale, 'tenders.saved.none')
        : translate(locale, 'tenders.saved.carbon', {
            kg: formatNumberIn(locale, Math.round(lot.result.carbonSavedG / 10) / 100),
          }),
  };
}

/** Offers best first, as a report lists them. */
const byRank = (offers: readonly Offer[]) => [...offers].sort((a, b) => a.rank - b.rank);

export async function exportTender(
  tender: Tender,
  format: TenderExportFormat,
  locale: Locale,
): Promise<Buffer> {
  return format === 'xlsx' ? tenderWorkbook(tender, locale) : tenderPdf(tender, locale);
}

async function tenderWorkbook(tender: Tender, locale: Locale): Promise<Buffer> {
  const header = headerOf(tender, locale);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pharmatrace';
  const summary = workbook.addWorksheet(translate(locale, 'tenders.report.summarySheet'));
  summary.getColumn(1).width = 24;
  summary.getColumn(2).width = 100;
  summary.addRow([header.title]).font = { bold: true, size: 14 };
  summary.addRow([translate(locale, 'tenders.report.reference'), header.reference]);
  if (header.period) summary.addRow([translate(locale, 'tenders.report.period'), header.period]);
  summary.addRow([translate(locale, 'tenders.report.weights'), header.weights]);
  summary.addRow([translate(locale, 'tenders.report.formulaHeading'), header.formula]).alignment = {
    wrapText: true,
    vertical: 'top',
  };
  tender.lots.forEach((_lot, index) => {
    const lines = lotLines(tender, locale, index);
    summary.addRow([]);
    summary.addRow([lines.heading, lines.line]).font = { bold: true };
    summary.addRow(['', lines.saved]);

    const sheet = workbook.addWorksheet(translate(locale, 'tenders.report.sheet', { n: index + 1 }));
    sheet.addRow([lines.heading]).font = { bold: true };
    sheet.addRow([lines.line]);
    sheet.addRow([]);
    sheet.addRow(columns.map((key) => translate(locale, key))).font = { bold: true };
    for (const offer of byRank(tender.lots[index]!.offers)) sheet.addRow(cellsOf(locale, offer));
    sheet.addRow([]);
    sheet.addRow([lines.saved]);
    columns.forEach((_, i) => {
      sheet.getColumn(i + 1).width = i === 1 || i === 11 || i === 16 ? 30 : 14;
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function tenderPdf(tender: Tender, locale: Locale): Promise<Buffer> {
  const header = headerOf(tender, locale);
  // PDFKit's standard fonts have no narrow no-break space (French grouping): a no-break space instead.
  const pdfText = (value: string | number | null) =>
    value === null
      ? '-'
      : (typeof value === 'number' ? formatNumberIn(locale, value) : value).replace(/\u202f/g, '\u00a0');
  const labels = columns.map((key) => translate(locale, key));
  const sections: PdfSection[] = [
    {
      rows: [
        [translate(locale, 'tenders.report.reference'), header.reference],
        ...(header.period ? [[translate(locale, 'tenders.report.period'), header.period] as const] : []),
        [translate(locale, 'tenders.report.weights'), header.weights],
      ],
    },
    { heading: translate(locale, 'tenders.report.formulaHeading'), paragraphs: [header.formula] },
  ];
  tender.lots.forEach((lot, index) => {
    const lines = lotLines(tender, locale, index);
    sections.push({ heading: lines.heading, paragraphs: [lines.line, lines.saved] });
    for (const offer of byRank(lot.offers)) {
      const cells = cellsOf(locale, offer);
      sections.push({
        heading: `${labels[0]} ${cells[0]} · ${offer.supplier}`,
        rows: labels.slice(2).map((label, i) => [label, pdfText(cells[i + 2] ?? null)] as const),
      });
    }
  });
  return renderPdf({ title: header.title, subject: header.title, sections });
}
