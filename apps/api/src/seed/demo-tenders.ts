import { en, type TenderInput, type TenderOffer } from '@pharmatrace/domain';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { medicines, users } from '../db/schema';
import { demoAccounts } from './demo-accounts';

/** Stored in English, as a name a user typed would be; it says the offers are made up. */
export const DEMO_TENDER_NAME = en['tenders.demo.name'];

/** Three medicines of the demo set for one INN and strength, with a CIP13 where they have one. */
async function packsOf(app: FastifyInstance, inn: string, strength: string) {
  return app.db
    .select({ name: medicines.name, cip13: medicines.cip13 })
    .from(medicines)
    .where(
      and(
        eq(medicines.inn, inn),
        ilike(medicines.name, `% ${strength}%`),
        sql`cardinality(${medicines.cip13}) > 0`,
      ),
    )
    .orderBy(asc(medicines.name))
    .limit(3);
}

/**
 * The demo account's tender (issue #38): paracetamol 500 mg and omeprazole 20 mg, two of the 18
 * priority molecules, with three laboratories each. Prices and declared figures are made up for
 * the demonstration; each lot has one offer by another method or without a declared figure, so
 * that the flags and the database's proposal (a generated medicine's figure, itself marked as
 * demonstration data) show. Does nothing when the demo account is missing or already has a tender.
 */
export async function seedDemoTender(app: FastifyInstance): Promise<boolean> {
  const [main] = await app.db
    .select({ id: users.id, clientId: users.clientId })
    .from(users)
    .where(eq(users.email, demoAccounts.main.email));
  if (!main?.clientId) return false;
  if ((await app.services.tenders.list(main.clientId)).length > 0) return false;

  const [paracetamol, omeprazole] = [
    await packsOf(app, 'PARACETAMOL', '500 mg'),
    await packsOf(app, 'OMEPRAZOLE', '20 mg'),
  ];
  // The laboratory is the word after the INN in a generated name ('PARACETAMOL BIOGARAN 500 mg').
  const lab = (packs: typeof paracetamol, i: number, fallback: string) =>
    packs[i]?.name.split(' ')[1] ?? fallback;
  const code = (packs: typeof paracetamol, i: number) => packs[i]?.cip13[0] ?? '';
  const offer = (o: Partial<TenderOffer> & Pick<TenderOffer, 'supplier'>): TenderOffer => ({
    cip13: '',
    unitsPerBox: null,
    price: null,
    priceUnit: 'BOX',
    carbon: null,
    carbonUnit: 'BOX',
    carbonMethod: 'SCORE_CARBONE',
    otherPoints: 0,
    ...o,
  });
  const tender: TenderInput = {
    name: DEMO_TENDER_NAME,
    reference: 'DEMO-2027-01',
    // The period the tender covers (issue #38), as a buyer states it: the year 2027.
    period: { from: '2027-01-01', to: '2027-12-31' },
    weights: { price: 90, carbon: 10, other: 0 },
    lots: [
      {
        name: 'Paracétamol 500 mg',
        inn: 'PARACETAMOL',
        form: 'comprimé',
        strength: '500 mg',
        quantity: 120_000,
        unit: 'UCD',
        offers: [
          offer({
            supplier: lab(paracetamol, 0, 'Laboratoire A'),
            cip13: code(paracetamol, 0),
            unitsPerBox: 16,
            price: 0.96,
            carbon: 160,
          }),
          offer({
            supplier: lab(paracetamol, 1, 'Laboratoire B'),
            cip13: code(paracetamol, 1),
            unitsPerBox: 8,
            price: 0.05,
            priceUnit: 'UCD',
            carbon: 11,
            carbonUnit: 'UCD',
          }),
          offer({
            supplier: lab(paracetamol, 2, 'Laboratoire C'),
            cip13: code(paracetamol, 2),
            unitsPerBox: 16,
            price: 1.04,
          }),
        ],
      },
      {
        name: 'Oméprazole 20 mg',
        inn: 'OMEPRAZOLE',
        form: 'gélule gastro-résistante',
        strength: '20 mg',
        quantity: 40_000,
        unit: 'UCD',
        offers: [
          offer({
            supplier: lab(omeprazole, 0, 'Laboratoire D'),
            cip13: code(omeprazole, 0),
            unitsPerBox: 28,
            price: 2.24,
            carbon: 420,
          }),
          offer({
            supplier: lab(omeprazole, 1, 'Laboratoire E'),
            cip13: code(omeprazole, 1),
            unitsPerBox: 30,
            price: 2.1,
            carbon: 13,
            carbonUnit: 'UCD',
            carbonMethod: 'OTHER',
          }),
          offer({
            supplier: lab(omeprazole, 2, 'Laboratoire F'),
            cip13: code(omeprazole, 2),
            unitsPerBox: 14,
            price: 0.085,
            priceUnit: 'UCD',
            carbon: 15.5,
            carbonUnit: 'UCD',
          }),
        ],
      },
    ],
  };
  await app.services.tenders.create(main.clientId, main.id, tender);
  return true;
}
