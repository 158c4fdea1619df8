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

const demoTree = (name: string) => ({
  id: 'substance_root',
  name,
  manufacturers: [{ percentage: 100, companyName: 'Pharma Synthèse', city: 'Lyon', countryId: 'FR' }],
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

/** Projects of every kind in every status, so that each list, label and link can be seen. */
const demoProjects: DemoProject[] = [
  {
    kind: 'ORIGIN',
    status: 'DRAFT',
    name: 'Paracetamol Demo 500 mg',
    document: { drugProductCode: '60234100' },
  },
  {
    kind: 'ORIGIN',
    status: 'ONGOING',
    name: 'Amoxicillin Demo 1 g',
    document: { drugProductCode: '61234567' },
  },
  {
    kind: 'ORIGIN',
    status: 'CHECK',
    name: 'Ibuprofen Demo 400 mg',
    document: { drugProductCode: '62345678' },
  },
  {
    kind: 'ORIGIN',
    status: 'COMPLETED',
    name: 'Metformin Demo 850 mg',
    document: {},
    report: true,
    invoice: 'PAID',
  },
  {
    kind: 'SUBSTANCE',
    status: 'DRAFT',
    name: 'omeprazole',
    document: { cas: '73590-58-6', type: 'CHEMICAL' },
  },
  {
    kind: 'SUBSTANCE',
    status: 'ONGOING',
    name: 'atorvastatin',
    document: { cas: '134523-00-5', type: 'CHEMICAL' },
  },
  {
    kind: 'SUBSTANCE',
    status: 'COMPLETED',
    name: 'paracetamol',
    document: { cas: '103-90-2' },
    report: true,
    invoice: 'NOT_PAID',
  },
  {
    kind: 'CARBON',
    status: 'DRAFT',
    name: 'Paracetamol API',
    document: { cas: '103-90-2', tree: demoTree('Paracetamol API') },
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

  await db.insert(plants).values([
    {
      id: newPlantId(),
      clientId,
      companyName: 'Pharma Synthèse',
      city: 'Lyon',
      countryId: 'FR',
      reportingYear: new Date().getFullYear() - 1,
      details: { comments: 'Demonstration plant', employees: 320, capex: { value: 14.2, unit: 'Million €' } },
    },
    {
      id: newPlantId(),
      clientId,
      companyName: 'API Works',
      city: 'Hyderabad',
      countryId: 'IN',
      reportingYear: new Date().getFullYear() - 1,
      details: { comments: 'Demonstration plant' },
    },
  ]);
}
