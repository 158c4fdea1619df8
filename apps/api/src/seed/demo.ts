import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clients, users } from '../db/schema';
import { hashPassword } from '../features/auth/passwords';
import { simplePdf } from '../lib/simple-pdf';
import { seedDemoProjects } from './demo-projects';

/** Demo logins, also written in the README. Only ever created on an empty embedded database. */
export const demoAccounts = {
  main: { email: 'demo@pharmatrace.test', password: 'Demo-Passw0rd!' },
  subUser: { email: 'colleague@pharmatrace.test', password: 'Demo-Passw0rd!' },
  staff: { email: 'staff@pharmatrace.test', password: 'Staff-Passw0rd!' },
} as const;

/**
 * Seeds a demo client (main user and a sub-user, subscription documents) and a staff account
 * when the database holds no client yet. Returns the logins it created, or null when the
 * database was not empty.
 */
export async function seedDemoData(
  app: FastifyInstance,
): Promise<{ email: string; password: string; role: string }[] | null> {
  const db = app.db;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(clients);
  if (count > 0) return null;

  const year = new Date().getFullYear();
  const [client] = await db
    .insert(clients)
    .values({
      companyName: 'Hôpital Demo Pharma',
      contactName: 'Claire Martin',
      phone: '+33 1 23 45 67 89',
      email: demoAccounts.main.email,
      companyLegalName: 'Centre Hospitalier Demo',
      addressLine1: '12 rue de la Santé',
      addressLine2: '75014 Paris',
      addressLine3: 'France',
      accountType: 'PREMIUM',
      acceptedTermsAt: new Date(),
      subscriptionStartDate: `${year}-01-01`,
      subscriptionEndDate: `${year}-12-31`,
      prepaidAmount: '12000.00',
    })
    .returning({ id: clients.id });
  const clientId = client!.id;

  const invoices = [];
  for (const y of [year - 1, year]) {
    const file = await app.services.files.save({
      clientId,
      filename: `pharmatrace-subscription-invoice-${y}.pdf`,
      contentType: 'application/pdf',
      data: simplePdf([
        `Pharmatrace subscription invoice ${y}`,
        'DEMONSTRATION DOCUMENT - not a real invoice',
        'Client: Centre Hospitalier Demo',
        `Period: 01/01/${y} - 31/12/${y}`,
        'Amount: 12,000.00 EUR excl. VAT',
      ]),
    });
    invoices.push({ year: y, fileKey: file.id });
  }
  const pricing = await app.services.files.save({
    clientId,
    filename: 'pharmatrace-pricing.pdf',
    contentType: 'application/pdf',
    data: simplePdf([
      'Pharmatrace pricing',
      'DEMONSTRATION DOCUMENT',
      'Origin label, drug product: quotation on request',
      'Carbon footprint study: quotation on request',
    ]),
  });
  await db
    .update(clients)
    .set({ subscriptionFiles: invoices, pricingFileKey: pricing.id })
    .where(eq(clients.id, clientId));

  const mainHash = await hashPassword(demoAccounts.main.password);
  const [mainUser] = await db
    .insert(users)
    .values([
      {
        clientId,
        role: 'MAIN',
        email: demoAccounts.main.email,
        name: 'Claire Martin',
        function: 'Hospital pharmacist',
        passwordHash: mainHash,
        confirmedAt: new Date(),
      },
      {
        clientId,
        role: 'SUB',
        email: demoAccounts.subUser.email,
        name: 'Thomas Bernard',
        function: 'Supply-chain manager',
        passwordHash: mainHash,
        confirmedAt: new Date(),
      },
    ])
    .returning({ id: users.id });
  await seedDemoProjects(app, clientId, mainUser!.id);

  const created: { email: string; password: string; role: string }[] = [
    { ...demoAccounts.main, role: 'client (main user)' },
    { ...demoAccounts.subUser, role: 'client (sub-user)' },
  ];
  // STAFF_EMAIL, when set, is the staff account; otherwise the demo has its own.
  if (!app.config.staff) {
    await app.services.auth.ensureStaffUser(demoAccounts.staff.email, demoAccounts.staff.password);
    created.push({ ...demoAccounts.staff, role: 'staff' });
  }
  return created;
}
