import { en } from '@pharmatrace/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { medicines, users } from '../db/schema';
import { demoAccounts } from './demo-accounts';

/**
 * The demo basket's name: it says the codes and quantities are made up. Stored in English, as a
 * name a user typed would be; being a text the portal wrote, it is in the catalogue, and the
 * purchases page shows it in the page's language (issue #27).
 */
export const DEMO_BASKET_NAME = en['medicines.demo.basketName'];

/**
 * A saved purchases basket for the demo account (issue #25), so that the purchases page opens on
 * something: lines matched by CIP13, by CIS and by name, one priced line that falls back to the
 * monetary factor, and one bad line. It runs after the demo medicines exist, through the same
 * parser and matcher as an upload. Does nothing when the demo account or coded medicines are missing.
 */
export async function seedDemoBasket(app: FastifyInstance): Promise<boolean> {
  const db = app.db;
  const [main] = await db
    .select({ id: users.id, clientId: users.clientId })
    .from(users)
    .where(eq(users.email, demoAccounts.main.email));
  if (!main?.clientId) return false;
  if ((await app.services.baskets.list(main.clientId)).length > 0) return false;

  const coded = await db
    .select({ name: medicines.name, cis: medicines.cis, cip13: medicines.cip13 })
    .from(medicines)
    .where(and(isNotNull(medicines.cis), sql`cardinality(${medicines.cip13}) > 0`))
    .orderBy(asc(medicines.name))
    .limit(3);
  const [byCip13, byCis, byName] = coded;
  if (!byCip13 || !byCis || !byName) return false;

  const file = [
    'code;name;quantity;unit_price;supplier',
    `${byCip13.cip13[0]};;1200;;Grossiste Centre`,
    `${byCis.cis};;300;;Grossiste Centre`,
    `;${byName.name};150;;Laboratoire direct`,
    ';Produit hors base 10 mg;80;"12,50";Laboratoire direct',
    ';;5;;',
  ].join('\n');
  // The basket is the first quarter's purchases (its name says so): its savings a year are scaled from it.
  const answer = await app.services.purchases.matchFile(new TextEncoder().encode(file), 'en', 'seed', {
    from: '2026-01-01',
    to: '2026-03-31',
    days: 90,
  });
  await app.services.baskets.create(main.clientId, main.id, { name: DEMO_BASKET_NAME, answer });
  return true;
}
