import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clients, users } from '../db/schema';
import { hashPassword } from '../features/auth/passwords';
import { simplePdf } from '../lib/simple-pdf';
import { demoAccounts } from './demo-accounts';
import { seedDemoProjects } from './demo-projects';

/** Demo logins (seed/demo-accounts.ts). Only ever created on an empty embedded database. */
export { demoAccounts };

/**
 * Seeds a demo client (main user and a sub-user, subscription documents), a staff account and a
 * second company (for the admin panel's client filter) when the database holds no client yet. Returns the logins it created, or null when the
 * database was not empty.
 */
export async function seedDemoData(
  app: FastifyInstance,
): Promise<{ email: string; password: string; role: string }[] | null> {
  const db = app.db;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(clients);
  if (count > 0) return null;

  const created: { email: string; password: string; role: string }[] = [
    { ...demoAccounts.main, role: 'client (main user)' },
    { ...demoAccounts.subUser, role: 'client (sub-user)' },
  ];
  // STAFF_EMAIL, when set, is the staff account (main.ts ensures it first); otherwise the demo has
  // its own. It comes first: the demo's amended projects name it as their author.
  if (!app.config.staff) {
    await app.services.auth.ensureStaffUser(demoAccounts.staff.email, demoAccounts.staff.password);
    created.push({ ...demoAccounts.staff, role: 'staff' });
  }
  const [staff] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'STAFF'))
    .orderBy(asc(users.createdAt))
    .limit(1);

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
  await seedDemoProjects(app, 'main', clientId, mainUser!.id, staff?.id ?? null);

  const [second] = await db
    .insert(clients)
    .values({
      companyName: 'Laboratoires Durand',
      contactName: 'Marc Durand',
      phone: '+33 2 35 00 00 00',
      email: demoAccounts.secondClient.email,
      companyLegalName: 'Laboratoires Durand SA',
      addressLine1: '3 quai de Seine',
      addressLine2: '76000 Rouen',
      addressLine3: 'France',
      accountType: 'PREMIUM',
      acceptedTermsAt: new Date(),
    })
    .returning({ id: clients.id });
  const [secondUser] = await db
    .insert(users)
    .values({
      clientId: second!.id,
      role: 'MAIN',
      email: demoAccounts.secondClient.email,
      name: 'Marc Durand',
      function: 'Regulatory affairs manager',
      passwordHash: mainHash,
      confirmedAt: new Date(),
    })
    .returning({ id: users.id });
  await seedDemoProjects(app, 'second', second!.id, secondUser!.id, staff?.id ?? null);
  created.push({ ...demoAccounts.secondClient, role: 'client (2nd company)' });
  return created;
}
