import type { ProjectKind } from '@pharmatrace/domain';
import type { FastifyInstance } from 'fastify';
import { plants, projects, projectVersions } from '../db/schema';
import { newPlantId } from '../features/plants/service';
import { simplePdf } from '../lib/simple-pdf';

interface DemoProject {
  kind: ProjectKind;
  status: string;
  name: string;
  document: Record<string, unknown>;
  report?: boolean;
  invoice?: 'PAID' | 'NOT_PAID';
}

/** The demo client's plants; the demo route trees name them, as the wizards would. */
const demoPlants = {
  lyon: { id: newPlantId(), companyName: 'Pharma Synthèse', city: 'Lyon', countryId: 'FR' },
  hyderabad: { id: newPlantId(), companyName: 'API Works', city: 'Hyderabad', countryId: 'IN' },
  milano: { id: newPlantId(), companyName: 'Chimica Lombarda', city: 'Milano', countryId: 'IT' },
  shanghai: { id: newPlantId(), companyName: 'Nitro Chemicals', city: 'Shanghai', countryId: 'CN' },
};
type DemoPlant = (typeof demoPlants)[keyof typeof demoPlants];
const made = (plant: DemoPlant, percentage: number) => ({ ...plant, plantId: plant.id, percentage });

/**
 * A complete three-level synthetic route (spec 001 §3 'Tree node'): the product made in Lyon and
 * Milano, its isolated intermediate in Hyderabad, that one's precursor in Shanghai.
 */
const completeTree = (name: string, cas: string) => ({
  id: 'substance_root',
  name,
  cas,
  type: 'CHEMICAL',
  manufacturers: [made(demoPlants.lyon, 70), made(demoPlants.milano, 30)],
  children: [
    {
      id: 'substance_intermediate',
      name: '4-aminophenol',
      cas: '123-30-8',
      isolated: true,
      manufacturers: [made(demoPlants.hyderabad, 100)],
      children: [
        {
          id: 'substance_precursor',
          name: '4-nitrophenol',
          cas: '100-02-7',
          isolated: true,
          manufacturers: [made(demoPlants.shanghai, 100)],
          children: [],
        },
      ],
    },
  ],
});

/** A tree left mid-way, as a saved draft shows it: a precursor still without its manufacturers. */
const unfinishedTree = (name: string, cas: string) => ({
  id: 'substance_root',
  name,
  cas,
  type: 'CHEMICAL',
  manufacturers: [made(demoPlants.lyon, 100)],
  children: [
    {
      id: 'substance_1',
      name: '4-aminophenol',
      cas: '123-30-8',
      isolated: true,
      manufacturers: [],
      children: [],
    },
  ],
});

const substance = (inn: string, cas: string, tree = completeTree(inn, cas)) => ({
  inn,
  cas,
  codeHs: '29420000',
  type: 'CHEMICAL',
  tree,
});

/** A complete drug product (spec 001 §3 'Drug product (origin)'). */
const completeProduct = (code: string, inn: string, cas: string) => ({
  drugProductCode: code,
  drugProductCodeHs: '300490',
  commercializationCountry: 'FR',
  productionCountriesDrugFormulation: [
    { countryId: 'FR', percentage: 80 },
    { countryId: 'IN', percentage: 20 },
  ],
  productionCountriesPrimaryPackaging: [{ countryId: 'FR', percentage: 100 }],
  apiCount: 1,
  api: [substance(inn, cas)],
});

/** Projects of every kind in every status, so that each list, label and link can be seen. */
const demoProjects: DemoProject[] = [
  {
    kind: 'ORIGIN',
    status: 'DRAFT',
    name: 'Paracetamol Demo 500 mg',
    // Saved mid-way at step 4: one route tree still to finish.
    document: {
      ...completeProduct('60234100', 'paracetamol', '103-90-2'),
      api: [substance('paracetamol', '103-90-2', unfinishedTree('paracetamol', '103-90-2'))],
      wizardStep: 3,
    },
  },
  {
    kind: 'ORIGIN',
    status: 'ONGOING',
    name: 'Amoxicillin Demo 1 g',
    document: completeProduct('61234567', 'amoxicillin', '26787-78-0'),
  },
  {
    kind: 'ORIGIN',
    status: 'CHECK',
    name: 'Ibuprofen Demo 400 mg',
    document: completeProduct('62345678', 'ibuprofen', '15687-27-1'),
  },
  {
    kind: 'ORIGIN',
    status: 'COMPLETED',
    name: 'Metformin Demo 850 mg',
    document: completeProduct('63456789', 'metformin', '657-24-9'),
    report: true,
    invoice: 'PAID',
  },
  {
    kind: 'SUBSTANCE',
    status: 'DRAFT',
    name: 'omeprazole',
    // Saved at the methodology step, its tree already drawn.
    document: { ...substance('omeprazole', '73590-58-6'), wizardStep: 1 },
  },
  {
    kind: 'SUBSTANCE',
    status: 'ONGOING',
    name: 'atorvastatin',
    document: substance('atorvastatin', '134523-00-5'),
  },
  {
    kind: 'SUBSTANCE',
    status: 'CHECK',
    name: 'losartan',
    document: substance('losartan', '114798-26-4'),
  },
  {
    kind: 'SUBSTANCE',
    status: 'COMPLETED',
    name: 'paracetamol',
    document: substance('paracetamol', '103-90-2'),
    report: true,
    invoice: 'NOT_PAID',
  },
  {
    kind: 'CARBON',
    status: 'DRAFT',
    name: 'Paracetamol API',
    document: { cas: '103-90-2', tree: unfinishedTree('Paracetamol API', '103-90-2') },
  },
  { kind: 'CARBON', status: 'CHECK', name: 'Ibuprofen API', document: { cas: '15687-27-1' } },
  { kind: 'CARBON', status: 'DRAFT2', name: 'Omeprazole API', document: { cas: '73590-58-6' } },
  { kind: 'CARBON', status: 'ONGOING2', name: 'Metformin API', document: { cas: '657-24-9' } },
  { kind: 'CARBON', status: 'CHECK2', name: 'Amlodipine API', document: { cas: '88150-42-9' } },
  {
    kind: 'CARBON',
    status: 'COMPLETED',
    name: 'Atorvastatin API',
    document: { cas: '134523-00-5' },
    report: true,
    invoice: 'PAID',
  },
];

const nameFieldOf: Record<ProjectKind, string> = {
  ORIGIN: 'drugProductName',
  SUBSTANCE: 'inn',
  CARBON: 'name',
};

/** Seeds the demo client's projects (with report and invoice PDFs) and two plants. */
export async function seedDemoProjects(
  app: FastifyInstance,
  clientId: string,
  authorUserId: string,
): Promise<void> {
  const db = app.db;
  // Oldest first, so the lists (newest first) show the table's order reversed, like real use.
  let minutesAgo = demoProjects.length * 90;
  for (const p of demoProjects) {
    minutesAgo -= 90;
    const createdAt = new Date(Date.now() - minutesAgo * 60_000);
    const document = { [nameFieldOf[p.kind]]: p.name, ...p.document };
    const report = p.report
      ? await app.services.files.save({
          clientId,
          filename: `${p.name} - report.pdf`,
          contentType: 'application/pdf',
          data: simplePdf([`Report: ${p.name}`, 'DEMONSTRATION DOCUMENT', 'Issued by Pharmatrace']),
        })
      : undefined;
    const invoice = p.invoice
      ? await app.services.files.save({
          clientId,
          filename: `${p.name} - invoice.pdf`,
          contentType: 'application/pdf',
          data: simplePdf([`Invoice: ${p.name}`, 'DEMONSTRATION DOCUMENT - not a real invoice']),
        })
      : undefined;
    const [row] = await db
      .insert(projects)
      .values({
        clientId,
        kind: p.kind,
        status: p.status,
        name: p.name,
        document,
        reportFileId: report?.id,
        invoiceFileId: invoice?.id,
        invoiceStatus: p.invoice ?? null,
        createdByUserId: authorUserId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: projects.id });
    await db.insert(projectVersions).values({
      projectId: row!.id,
      version: 1,
      action: 'demo.seeded',
      statusBefore: null,
      statusAfter: p.status,
      document,
      authorUserId,
      authorRole: 'MAIN',
    });
  }

  const year = new Date().getFullYear() - 1;
  await db.insert(plants).values([
    {
      ...demoPlants.lyon,
      clientId,
      reportingYear: year,
      details: { comments: 'Demonstration plant', employees: 320, capex: { value: 14.2, unit: 'Million €' } },
    },
    { ...demoPlants.hyderabad, clientId, reportingYear: year, details: { comments: 'Demonstration plant' } },
    { ...demoPlants.milano, clientId, reportingYear: null, details: {} },
    { ...demoPlants.shanghai, clientId, reportingYear: null, details: {} },
  ]);
}
