import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, clients, users } from '../db/schema';
import { hashPassword } from '../features/auth/passwords';
import { demoAccounts } from './demo-accounts';
import { seedValidatedDemoCompany, validatedDemoCompanies } from './demo-companies';
import { demoPricingPdf, demoSubscriptionInvoicePdf } from './demo-documents';
import { seedDemoPact } from './demo-pact';
import { seedDemoProjects } from './demo-projects';

/** Demo logins (seed/demo-accounts.ts). Only ever created on an empty embedded database. */
export { demoAccounts };

/**
 * Seeds a demo client (main user and a sub-user, subscription documents), a staff account, a
 * second company (for the admin panel's client filter), an account awaiting validation and a
 * company whose user works in French, when the database holds no client yet. Returns the logins
 * it created, or null when the database was not empty.
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
    await app.services.staffBootstrap.ensureStaffUser(demoAccounts.staff.email, demoAccounts.staff.password);
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
      // A maker of the substances it publishes over PACT (issue #36: a PACT record's companyName
      // is the company that makes or sells the product).
      companyName: 'Demo Pharma Synthèse',
      contactName: 'Claire Martin',
      phone: '+33 1 23 45 67 89',
      email: demoAccounts.main.email,
      companyLegalName: 'Demo Pharma Synthèse SAS',
      addressLine1: '12 rue de la Santé',
      addressLine2: '75014 Paris',
      addressLine3: 'France',
      accountType: 'PREMIUM',
      acceptedTermsAt: new Date(),
      subscriptionStartDate: `${year}-01-01`,
      subscriptionEndDate: `${year}-12-31`,
      prepaidAmount: '12000.00',
      validatedAt: new Date(),
      validatedByUserId: staff?.id ?? null,
    })
    .returning({ id: clients.id });
  const clientId = client!.id;

  const invoices = [];
  for (const y of [year - 1, year]) {
    const file = await app.services.files.save({
      clientId,
      filename: `pharmatrace-subscription-invoice-${y}.pdf`,
      contentType: 'application/pdf',
      data: await demoSubscriptionInvoicePdf(y, 'Demo Pharma Synthèse SAS', '12,000.00'),
    });
    invoices.push({ year: y, fileKey: file.id });
  }
  const pricing = await app.services.files.save({
    clientId,
    filename: 'pharmatrace-pricing.pdf',
    contentType: 'application/pdf',
    data: await demoPricingPdf('Demo Pharma Synthèse SAS'),
  });
  await db
    .update(clients)
    .set({ subscriptionFiles: invoices, pricingFileKey: pricing.id })
    .where(eq(clients.id, clientId));
  if (staff) {
    // The account's history as the audit log would hold it (issue #13).
    await db.insert(auditLog).values([
      { actorUserId: staff.id, clientId, action: 'account.validated', details: { accountType: 'PREMIUM' } },
      {
        actorUserId: staff.id,
        clientId,
        action: 'account.subscription_set',
        details: {
          before: { subscriptionStartDate: null, subscriptionEndDate: null, prepaidAmount: null },
          after: {
            subscriptionStartDate: `${year}-01-01`,
            subscriptionEndDate: `${year}-12-31`,
            prepaidAmount: '12000.00',
          },
        },
      },
      {
        actorUserId: staff.id,
        clientId,
        action: 'account.pricing_uploaded',
        details: { fileId: pricing.id, filename: pricing.filename },
      },
      ...invoices.map((invoice) => ({
        actorUserId: staff.id,
        clientId,
        action: 'account.subscription_invoice_uploaded',
        details: { year: invoice.year, fileId: invoice.fileKey, previousFileId: null },
      })),
    ]);
  }

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
  await seedDemoPact(app, { userId: mainUser!.id, clientId, email: demoAccounts.main.email });

  const validated = { staffUserId: staff?.id ?? null, passwordHash: mainHash };
  created.push(await seedValidatedDemoCompany(app, validatedDemoCompanies.second, validated));

  // Registered and confirmed yesterday, waiting for staff to check the professional proof: it
  // can log in and look around, and its new-project pages say the account is being validated.
  const yesterday = new Date(Date.now() - 86_400_000);
  const [pending] = await db
    .insert(clients)
    .values({
      companyName: 'Clinique Saint-Louis',
      contactName: 'Hugo Lefebvre',
      phone: '+33 4 78 00 00 00',
      email: demoAccounts.awaitingValidation.email,
      companyLegalName: 'Clinique Saint-Louis SAS',
      addressLine1: '8 place Bellecour',
      addressLine2: '69002 Lyon',
      addressLine3: 'France',
      accountType: 'STANDARD',
      acceptedTermsAt: yesterday,
      createdAt: yesterday,
      updatedAt: yesterday,
    })
    .returning({ id: clients.id });
  await db.insert(users).values({
    clientId: pending!.id,
    role: 'MAIN',
    email: demoAccounts.awaitingValidation.email,
    name: 'Hugo Lefebvre',
    function: 'Hospital pharmacist',
    passwordHash: mainHash,
    confirmedAt: yesterday,
    createdAt: yesterday,
  });
  created.push({ ...demoAccounts.awaitingValidation, role: 'client (awaiting validation)' });

  created.push(await seedValidatedDemoCompany(app, validatedDemoCompanies.french, validated));
  return created;
}
