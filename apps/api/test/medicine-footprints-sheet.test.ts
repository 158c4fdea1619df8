import { medicineFootprintEstimateSchema, medicinePosts } from '@pharmatrace/domain';
import { MEDICINE_METHOD_VERSION } from '@pharmatrace/footprint';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema';
import { registerConfirmedClient } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { pdfText } from './helpers/pdf-text';
import { activatedSubUser, clientIdOf, insertProject, staffLogin } from './helpers/staff';

/**
 * Issue #37 'Screens': the study's 'score carbone' sheet, PDF and XLSX, read back (the workbook
 * with exceljs, the PDF's text runs), in the reader's language, for the client who owns the study
 * (main user and sub-user) and for staff; another client 404, anonymous 401. Before adoption the
 * sheet says its figures are an estimate not yet validated; once published, the adopted result and
 * the dates of validation and publication.
 */

let t: TestApp;
let staff: string;
let main: string;
let sub: string;
let other: string;
let studyId: string;

const CIS = '60234100';
const CIP13 = '3400930000014';

async function get(url: string, token: string | undefined, language = 'en') {
  return t.request({ method: 'GET', url, token, headers: { 'accept-language': language } });
}

async function workbookOf(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

/**
 * The PDF's words as one line: a value pdfkit wrapped over two lines is joined again, and the
 * typographic apostrophe (WinAnsi 0x92, which the helper reads as Latin-1) is read back as itself.
 */
const pdfWords = (pdf: Buffer) =>
  pdfText(pdf)
    .replace(/[ \n]+/g, ' ')
    .replace(/\u0092/g, '’');

/** The value in column B (and C, D) of the row whose label in column A is `label`. */
function rowOf(sheet: ExcelJS.Worksheet, label: string) {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (!found && row.getCell(1).value === label) found = row;
  });
  expect(found, `a row '${label}'`).toBeDefined();
  return [2, 3, 4].map((c) => found!.getCell(c).value);
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffLogin(t);
  const account = await registerConfirmedClient(t);
  main = account.accessToken;
  sub = await activatedSubUser(t, main);
  other = (await registerConfirmedClient(t)).accessToken;
  const clientId = await clientIdOf(t, account.email);
  const apiFootprintId = await insertProject(t, {
    clientId,
    kind: 'CARBON',
    status: 'COMPLETED',
    name: 'Paracetamol API, plant A',
  });
  await t.database.db
    .update(projects)
    .set({ footprintValue: 50, footprintUncertainty: 10, updatedAt: new Date() })
    .where(eq(projects.id, apiFootprintId));
  const created = await t.request({
    method: 'POST',
    url: '/api/medicine_footprints',
    token: main,
    payload: {
      name: 'Paracetamol 500 mg tablets',
      cis: CIS,
      cip13: [CIP13],
      form: 'TABLET',
      unitsPerBox: 16,
      actives: [
        { name: 'Paracetamol', cas: '103-90-2', mgPerUnit: 500, carbonFootprintId: apiFootprintId },
        { name: 'Caffeine', mgPerUnit: 65, valueKgPerKg: 30, uncertainty: 6, source: 'Supplier EPD 2025' },
      ],
      excipients: [{ name: 'Maize starch', mgPerUnit: 60, productionPlace: 'Europe' }],
      packaging: [
        { level: 'PRIMARY', material: 'PVC', gramsPerBox: 4 },
        { level: 'SECONDARY', material: 'CARTON', gramsPerBox: 12 },
      ],
      transport: [{ mode: 'SEA', km: 9_000 }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  studyId = created.json().id;
});
afterAll(() => t.close());

describe("the study's 'score carbone' sheet", { timeout: 180_000 }, () => {
  it('answers the owner (main user and sub-user) and staff; another client 404, anonymous 401', async () => {
    const url = `/api/medicine_footprints/${studyId}/sheet?format=pdf`;
    expect((await get(url, other)).statusCode).toBe(404);
    expect((await get(url, undefined)).statusCode).toBe(401);
    expect((await get(`/api/admin/medicine_footprints/${studyId}/sheet?format=pdf`, main)).statusCode).toBe(
      403,
    );
    const badFormat = await get(`/api/medicine_footprints/${studyId}/sheet?format=doc`, main);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toContain("'pdf' or 'xlsx'");

    // Before any adoption: the estimate now, said to be not yet validated.
    const pdf = await get(url, sub);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Carbon score sheet - Paracetamol 500 mg tablets.pdf')}`,
    );
    const words = pdfWords(pdf.rawPayload);
    expect(words).toContain('Carbon score sheet: Paracetamol 500 mg tablets');
    expect(words).toContain('Estimate not yet validated by Pharmatrace');
    expect(words).toContain(
      'Completed API footprint in Pharmatrace: Paracetamol API, plant A, 50 kgCO2e per kg (adopted result)',
    );
    expect(words).toContain('Given by the client: 30 ± 6 kgCO2e per kg, source: Supplier EPD 2025');
    expect(words).toContain(MEDICINE_METHOD_VERSION);

    const staffSheet = await get(`/api/admin/medicine_footprints/${studyId}/sheet?format=xlsx`, staff);
    expect(staffSheet.statusCode).toBe(200);
    expect(staffSheet.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('once adopted and published, holds the adopted figures, in French, read back from the workbook and the PDF', async () => {
    const submitted = await t.request({
      method: 'POST',
      url: `/api/medicine_footprints/${studyId}/submit`,
      token: main,
      payload: { revision: 0 },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const admin = `/api/admin/medicine_footprints/${studyId}`;
    const adopted = await t.request({ method: 'POST', url: `${admin}/estimate/adopt`, token: staff });
    expect(adopted.statusCode, adopted.body).toBe(200);
    const result = medicineFootprintEstimateSchema.parse(adopted.json());
    const completed = await t.request({
      method: 'POST',
      url: `${admin}/status`,
      token: staff,
      payload: { status: 'COMPLETED' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const published = await t.request({ method: 'POST', url: `${admin}/publish`, token: staff });
    expect(published.statusCode, published.body).toBe(200);

    const xlsx = await get(`/api/medicine_footprints/${studyId}/sheet?format=xlsx`, main, 'fr');
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(decodeURIComponent(String(xlsx.headers['content-disposition']))).toContain(
      'Fiche score carbone - Paracetamol 500 mg tablets.xlsx',
    );
    const workbook = await workbookOf(xlsx.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Score carbone']);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Fiche score carbone\u00a0: Paracetamol 500 mg tablets');
    expect(rowOf(sheet, 'Code CIS')[0]).toBe(CIS);
    expect(rowOf(sheet, 'Unités par boîte')[0]).toBe(16);
    // The adopted result, numbers kept as numbers.
    const [perBox, unit] = rowOf(sheet, 'Par boîte');
    expect(perBox).toBeCloseTo(result.perBox.value, 9);
    expect(unit).toBe('gCO2e');
    expect(rowOf(sheet, 'Par comprimé')[0]).toBeCloseTo(result.perUnit.value, 9);
    // Each post with its share; the posts sum to the total per box.
    let postSum = 0;
    const postLabels = {
      activeIngredients: 'Principes actifs',
      excipients: 'Excipients',
      packaging: 'Production des emballages',
      manufacturing: 'Fabrication (formulation et conditionnement sur site)',
      distribution: 'Transport et distribution',
      endOfLife: 'Fin de vie',
    } as const;
    for (const post of medicinePosts) {
      const [value, , share] = rowOf(sheet, postLabels[post]);
      expect(value, post).toBeCloseTo(result.posts[post], 9);
      expect(share, post).toBeCloseTo(result.posts[post] / result.perBox.value, 9);
      postSum += Number(value);
    }
    expect(postSum).toBeCloseTo(result.perBox.value, 6);
    expect(rowOf(sheet, 'Fin de vie').length).toBe(3);
    expect(rowOf(sheet, 'Stockage et distribution')[0]).toBeCloseTo(result.segments.emStorage, 9);
    // 500 mg × 16 × 50 kg/kg = 400 g, and the caffeine's 65 mg × 16 × 30 = 31.2 g.
    expect(result.posts.activeIngredients).toBeCloseTo(431.2, 6);
    expect(String(rowOf(sheet, 'Paracetamol, 500\u00a0mg par unité')[0])).toContain(
      'Paracetamol API, plant A, 50\u00a0kgCO2e par kg',
    );
    const verification = String(rowOf(sheet, 'Vérification')[0]);
    expect(verification).toMatch(
      /^Validée par Pharmatrace le \d{2}\/\d{2}\/\d{4} et publiée dans la base des médicaments le \d{2}\/\d{2}\/\d{4}$/,
    );
    expect(String(rowOf(sheet, 'Méthode')[0])).toContain(MEDICINE_METHOD_VERSION);
    expect(rowOf(sheet, 'Statut de l’étude')[0]).toBe('Terminé');
    expect(rowOf(sheet, 'Itérations de Monte-Carlo')[0]).toBe(200_000);

    const pdf = await get(`/api/admin/medicine_footprints/${studyId}/sheet?format=pdf`, staff, 'fr');
    expect(pdf.statusCode).toBe(200);
    const words = pdfWords(pdf.rawPayload);
    expect(words).toContain('Pour un dossier d’appel d’offres');
    expect(words).toContain('Validée par Pharmatrace le');
    expect(words).toContain('Données manquantes');
    expect(words).not.toContain('Estimation pas encore validée');
  });
});
