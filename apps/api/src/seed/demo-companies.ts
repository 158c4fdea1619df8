import type { FastifyInstance } from 'fastify';
import { clients, users } from '../db/schema';
import { demoAccounts } from './demo-accounts';
import { type DemoCompany, seedDemoProjects } from './demo-projects';

/** A demo company staff have validated, with its one (main) user, who also is its contact. */
interface ValidatedDemoCompany {
  /** Which of seedDemoProjects' project sets it gets. */
  projects: DemoCompany;
  login: { email: string; password: string };
  /** How the start-up log names the login. */
  role: string;
  companyName: string;
  companyLegalName: string;
  contactName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  /** The main user's job title. */
  userFunction: string;
  /** The language of the user's screens, e-mails and PDFs. */
  language: 'en' | 'fr';
}

/** The validated companies beside the main demo client: data, seeded by seedValidatedDemoCompany. */
export const validatedDemoCompanies = {
  /** For the admin panel's client filter (issue #12). */
  second: {
    projects: 'second',
    login: demoAccounts.secondClient,
    role: 'client (2nd company)',
    companyName: 'Laboratoires Durand',
    companyLegalName: 'Laboratoires Durand SA',
    contactName: 'Marc Durand',
    phone: '+33 2 35 00 00 00',
    addressLine1: '3 quai de Seine',
    addressLine2: '76000 Rouen',
    userFunction: 'Regulatory affairs manager',
    language: 'en',
  },
  // Issue #27: a company whose user works in French, stored on the user, so that its screens,
  // e-mails (a staff move on its projects) and PDFs (its label's certificate, its account
  // summary) are French from the first login, with no switch.
  french: {
    projects: 'french',
    login: demoAccounts.french,
    role: 'client (in French)',
    companyName: 'CHU Atlantique',
    companyLegalName: 'Centre Hospitalier Universitaire Atlantique',
    contactName: 'Sophie Lefèvre',
    phone: '+33 2 40 00 00 00',
    addressLine1: '5 allée de l’Île-Gloriette',
    addressLine2: '44000 Nantes',
    userFunction: 'Pharmacienne hospitalière',
    language: 'fr',
  },
} satisfies Record<string, ValidatedDemoCompany>;

/**
 * Inserts a validated PREMIUM company in France, its confirmed main user and its demo projects.
 * Returns the login, for the list seedDemoData hands back.
 */
export async function seedValidatedDemoCompany(
  app: FastifyInstance,
  company: ValidatedDemoCompany,
  { staffUserId, passwordHash }: { staffUserId: string | null; passwordHash: string },
): Promise<{ email: string; password: string; role: string }> {
  const [client] = await app.db
    .insert(clients)
    .values({
      companyName: company.companyName,
      contactName: company.contactName,
      phone: company.phone,
      email: company.login.email,
      companyLegalName: company.companyLegalName,
      addressLine1: company.addressLine1,
      addressLine2: company.addressLine2,
      addressLine3: 'France',
      accountType: 'PREMIUM',
      acceptedTermsAt: new Date(),
      validatedAt: new Date(),
      validatedByUserId: staffUserId,
    })
    .returning({ id: clients.id });
  const [user] = await app.db
    .insert(users)
    .values({
      clientId: client!.id,
      role: 'MAIN',
      email: company.login.email,
      name: company.contactName,
      function: company.userFunction,
      passwordHash,
      confirmedAt: new Date(),
      language: company.language,
    })
    .returning({ id: users.id });
  await seedDemoProjects(app, company.projects, client!.id, user!.id, staffUserId);
  return { ...company.login, role: company.role };
}
