import {
  dispensingUnitOf,
  formatDate,
  formatNumberIn,
  type Locale,
  MEDICINE_FOOTPRINT_UNIT,
  medicinePosts,
  projectStatusLabel,
  translate,
} from '@pharmatrace/domain';
import ExcelJS from 'exceljs';
import { type PdfSection, renderPdf } from '../../lib/pdf';
import type { StudySheetData } from './studies';

/**
 * The medicine study's 'score carbone' sheet (issue #37 'Screens'), in the reader's language: the
 * medicine and its codes, the result per box and per unit with its 95 % interval, the posts and
 * the segments, where each active's footprint comes from, the method and its version, the study's
 * date and verification, what a tender file asks for, and the data gaps. XLSX with exceljs and
 * PDF with pdfkit through lib/pdf.ts, as the tenders' report (purchasing/tender-export.ts). The
 * figures are those StudySheetData holds (the adopted result, else the estimate): nothing is
 * computed here.
 */
export type SheetFormat = 'xlsx' | 'pdf';

/** A value of the sheet: numbers stay numbers in the workbook, and are written in the PDF. */
type Cell =
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number; unit?: string }
  | { kind: 'share'; value: number };

interface SheetRow {
  label: string;
  cell: Cell;
  /** A post's share of the total, beside its value. */
  share?: number;
}

interface SheetSection {
  heading: string;
  rows: SheetRow[];
  paragraphs: string[];
}

const text = (value: string): Cell => ({ kind: 'text', text: value });
const grams = (value: number): Cell => ({ kind: 'number', value, unit: MEDICINE_FOOTPRINT_UNIT });

/** A figure in gCO2e as a reader reads it: four significant digits, at most two decimals. */
function writtenNumber(locale: Locale, value: number): string {
  return formatNumberIn(locale, value, { maximumSignificantDigits: 4, maximumFractionDigits: 2 });
}

function writtenShare(locale: Locale, value: number): string {
  return formatNumberIn(locale, value, { style: 'percent', maximumFractionDigits: 1 });
}

/** The sheet's content, shared by both formats. */
function sectionsOf(data: StudySheetData, locale: Locale): { title: string; sections: SheetSection[] } {
  const { document, estimate } = data;
  const t = translate;
  const notGiven = t(locale, 'medicineSheet.notGiven');
  const unitName = t(locale, `medicineStudy.unit.${dispensingUnitOf[document.form ?? 'OTHER']}`);
  const interval = (low: number, high: number) =>
    t(locale, 'medicineSheet.interval', {
      low: writtenNumber(locale, low),
      high: writtenNumber(locale, high),
    });
  const perBoxInterval = `${interval(estimate.perBox.p2_5, estimate.perBox.p97_5)} ${estimate.unit}`;
  const perUnitInterval = `${interval(estimate.perUnit.p2_5, estimate.perUnit.p97_5)} ${estimate.unit}`;
  const total = estimate.perBox.value;

  const medicine: SheetSection = {
    heading: t(locale, 'medicineSheet.section.medicine'),
    rows: [
      { label: t(locale, 'medicineSheet.name'), cell: text(document.name) },
      { label: t(locale, 'medicineSheet.cis'), cell: text(document.cis ?? notGiven) },
      {
        label: t(locale, 'medicineSheet.cip13'),
        cell: text(document.cip13.length > 0 ? document.cip13.join(', ') : notGiven),
      },
      {
        label: t(locale, 'medicineSheet.form'),
        cell: text(document.form ? t(locale, `medicineStudy.form.${document.form}`) : notGiven),
      },
      {
        label: t(locale, 'medicineSheet.unitsPerBox'),
        cell:
          document.unitsPerBox === undefined
            ? text(notGiven)
            : { kind: 'number', value: document.unitsPerBox },
      },
    ],
    paragraphs: [],
  };

  const result: SheetSection = {
    heading: t(locale, 'medicineSheet.section.result'),
    rows: [
      { label: t(locale, 'medicineSheet.perBox'), cell: grams(estimate.perBox.value) },
      { label: t(locale, 'medicineSheet.perBoxInterval'), cell: text(perBoxInterval) },
      { label: t(locale, 'medicineSheet.perUnit', { unitName }), cell: grams(estimate.perUnit.value) },
      { label: t(locale, 'medicineSheet.perUnitInterval', { unitName }), cell: text(perUnitInterval) },
    ],
    paragraphs: [t(locale, 'medicineSheet.scope')],
  };

  const posts: SheetSection = {
    heading: t(locale, 'medicineSheet.section.posts'),
    rows: medicinePosts.map((post) => ({
      label: t(locale, `medicineFootprint.post.${post}`),
      cell: grams(estimate.posts[post]),
      share: total > 0 ? estimate.posts[post] / total : 0,
    })),
    paragraphs: [],
  };

  const segments: SheetSection = {
    heading: t(locale, 'medicineSheet.section.segments'),
    rows: (['emCreation', 'emProduction', 'emStorage', 'emEndOfLife'] as const).map((segment) => ({
      label: t(locale, `medicineStudy.segment.${segment}`),
      cell: { kind: 'share', value: estimate.segments[segment] },
    })),
    paragraphs: [],
  };

  const linkedById = new Map(data.linked.map((l) => [l.id, l.result]));
  const actives: SheetSection = {
    heading: t(locale, 'medicineSheet.section.actives'),
    rows: document.actives.map((active) => {
      let source: string;
      if ('carbonFootprintId' in active) {
        const linked = linkedById.get(active.carbonFootprintId);
        source = linked
          ? t(locale, 'medicineSheet.source.linked', {
              name: linked.name,
              value: writtenNumber(locale, linked.value),
            })
          : t(locale, 'medicineSheet.source.linkedNoResult');
      } else if ('valueKgPerKg' in active) {
        source = t(locale, 'medicineSheet.source.given', {
          value: writtenNumber(locale, active.valueKgPerKg),
          uncertainty: writtenNumber(locale, active.uncertainty),
          source: active.source,
        });
      } else source = t(locale, 'medicineSheet.source.default');
      return {
        label: t(locale, 'medicineSheet.active', {
          name: active.name,
          mg: writtenNumber(locale, active.mgPerUnit),
        }),
        cell: text(source),
      };
    }),
    paragraphs: document.actives.length === 0 ? [t(locale, 'medicineSheet.noActive')] : [],
  };

  const methodText = t(locale, 'medicineSheet.methodText', { version: estimate.methodVersion });
  const studyDate = formatDate(data.adoptedAt ?? data.updatedAt);
  const verification = data.publishedAt
    ? t(locale, 'medicineSheet.verification.published', {
        date: formatDate(data.adoptedAt),
        published: formatDate(data.publishedAt),
      })
    : data.adoptedAt
      ? t(locale, 'medicineSheet.verification.adopted', { date: formatDate(data.adoptedAt) })
      : t(locale, 'medicineSheet.verification.estimate');
  const method: SheetSection = {
    heading: t(locale, 'medicineSheet.section.method'),
    rows: [
      { label: t(locale, 'medicineSheet.method'), cell: text(methodText) },
      { label: t(locale, 'medicineSheet.library'), cell: text(estimate.factorLibraryVersion) },
      { label: t(locale, 'medicineSheet.iterations'), cell: { kind: 'number', value: estimate.iterations } },
      { label: t(locale, 'medicineSheet.studyDate'), cell: text(studyDate) },
      {
        label: t(locale, 'medicineSheet.status'),
        cell: text(t(locale, `status.${projectStatusLabel(data.status)}`)),
      },
      { label: t(locale, 'medicineSheet.verification'), cell: text(verification) },
    ],
    paragraphs: [t(locale, 'medicineSheet.verification.circuit')],
  };

  const tender: SheetSection = {
    heading: t(locale, 'medicineSheet.section.tender'),
    rows: [
      {
        label: t(locale, 'medicineSheet.cip13'),
        cell: text(document.cip13.length > 0 ? document.cip13.join(', ') : notGiven),
      },
      { label: t(locale, 'medicineSheet.tender.carbonPerBox'), cell: grams(estimate.perBox.value) },
      { label: t(locale, 'medicineSheet.tender.carbonPerUnit'), cell: grams(estimate.perUnit.value) },
      { label: t(locale, 'medicineSheet.tender.method'), cell: text(methodText) },
      {
        label: t(locale, 'medicineSheet.tender.boundary'),
        cell: text(t(locale, 'medicineSheet.tender.boundaryText')),
      },
      { label: t(locale, 'medicineSheet.verification'), cell: text(verification) },
    ],
    paragraphs: [],
  };

  const gaps: SheetSection = {
    heading: t(locale, 'medicineSheet.section.gaps'),
    rows: [],
    paragraphs:
      estimate.dataGaps.length > 0
        ? estimate.dataGaps.map((gap) => gap.message)
        : [t(locale, 'medicineSheet.noGap')],
  };
  const sections = [medicine, result, posts, segments, actives, method, tender, gaps];
  if (estimate.warnings.length > 0)
    sections.push({
      heading: t(locale, 'medicineSheet.section.warnings'),
      rows: [],
      paragraphs: estimate.warnings.map((w) => w.message),
    });
  return { title: t(locale, 'medicineSheet.title', { name: document.name }), sections };
}

/** The sheet's file name, in the reader's language: 'Carbon score sheet - {name}.pdf'. */
export function sheetFileName(data: StudySheetData, locale: Locale, format: SheetFormat): string {
  return `${translate(locale, 'medicineSheet.fileName', { name: data.document.name })}.${format}`;
}

export function renderScoreSheet(data: StudySheetData, format: SheetFormat, locale: Locale): Promise<Buffer> {
  const content = sectionsOf(data, locale);
  return format === 'xlsx' ? sheetWorkbook(content, locale) : sheetPdf(content, locale);
}

/** One worksheet: the label in A, the value in B (numbers as numbers), its unit in C, a share in D. */
async function sheetWorkbook(
  content: { title: string; sections: SheetSection[] },
  locale: Locale,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pharmatrace';
  const sheet = workbook.addWorksheet(translate(locale, 'medicineSheet.sheetName'));
  sheet.getColumn(1).width = 48;
  sheet.getColumn(2).width = 70;
  sheet.getColumn(3).width = 10;
  sheet.getColumn(4).width = 10;
  sheet.addRow([content.title]).font = { bold: true, size: 14 };
  for (const section of content.sections) {
    sheet.addRow([]);
    sheet.addRow([section.heading]).font = { bold: true };
    for (const row of section.rows) {
      const { cell } = row;
      const added =
        cell.kind === 'text'
          ? sheet.addRow([row.label, cell.text])
          : cell.kind === 'number'
            ? sheet.addRow([row.label, cell.value, cell.unit ?? null, row.share ?? null])
            : sheet.addRow([row.label, cell.value]);
      if (cell.kind === 'number' && cell.unit) added.getCell(2).numFmt = '#,##0.00';
      if (cell.kind === 'share') added.getCell(2).numFmt = '0.0%';
      if (row.share !== undefined) added.getCell(4).numFmt = '0.0%';
      added.getCell(2).alignment = { wrapText: true, vertical: 'top', horizontal: 'left' };
    }
    for (const paragraph of section.paragraphs)
      sheet.addRow([paragraph]).getCell(1).alignment = { wrapText: false, vertical: 'top' };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function sheetPdf(content: { title: string; sections: SheetSection[] }, locale: Locale): Promise<Buffer> {
  // PDFKit's standard fonts have no narrow no-break space (French grouping): a no-break space instead.
  const pdfText = (value: string) => value.replace(/\u202f/g, '\u00a0');
  const written = (row: SheetRow): string => {
    const { cell } = row;
    if (cell.kind === 'text') return cell.text;
    if (cell.kind === 'share') return writtenShare(locale, cell.value);
    const value = `${writtenNumber(locale, cell.value)}${cell.unit ? ` ${cell.unit}` : ''}`;
    return row.share === undefined ? value : `${value} (${writtenShare(locale, row.share)})`;
  };
  const sections: PdfSection[] = content.sections.map((section) => ({
    heading: pdfText(section.heading),
    rows: section.rows.map((row) => [pdfText(row.label), pdfText(written(row))] as const),
    paragraphs: section.paragraphs.map(pdfText),
  }));
  return renderPdf({ title: pdfText(content.title), subject: pdfText(content.title), sections });
}
