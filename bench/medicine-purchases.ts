import { openDatabase } from '../apps/api/src/db/client';
import { matchPurchases } from '../apps/api/src/features/purchasing/purchases';
import { badLinesIn, parsePurchasesFile } from '../apps/api/src/features/purchasing/purchases-file';
import { generateDemoMedicines, seedDemoMedicines, seededRandom } from '../apps/api/src/seed/demo-medicines';
import { heading, isMain, table } from './lib/cli';

/**
 * A 20,000-line purchases file (issue #25) matched against the demonstration data set on PGlite:
 * the time to parse it and match every line (codes, names, alternatives, totals), as a ratio to
 * the time to parse the same file without matching, in the same run. Figures only, no verdict.
 * `npx tsx bench/medicine-purchases.ts`.
 */

const LINES = 20_000;
const ROUNDS = 3;

/** Mostly CIP13 codes, then CIS codes, names, priced unknowns and a few bad lines, like a real export. */
export function purchasesFile(lines = LINES): Uint8Array {
  const medicines = generateDemoMedicines();
  const random = seededRandom(25_2026);
  const out = ['Code CIP;Désignation;Quantité;Prix unitaire;Fournisseur'];
  for (let i = 0; i < lines; i += 1) {
    const m = medicines[Math.floor(random() * medicines.length)]!;
    const quantity = `${1 + Math.floor(random() * 500)}`;
    const price = `${Math.floor(random() * 50)},${Math.floor(random() * 100)}`;
    const supplier = `Grossiste ${1 + Math.floor(random() * 8)}`;
    const r = random();
    if (r < 0.6) out.push(`${m.cip13[0]};;${quantity};${price};${supplier}`);
    else if (r < 0.75) out.push(`${m.cis};;${quantity};${price};${supplier}`);
    else if (r < 0.9) out.push(`;"${m.name}";${quantity};${price};${supplier}`);
    else if (r < 0.99) out.push(`;PRODUIT INCONNU ${i} 5 mg;${quantity};${price};${supplier}`);
    else out.push(`12345;;${quantity};;${supplier}`);
  }
  return new TextEncoder().encode(`${out.join('\r\n')}\r\n`);
}

export async function benchMedicinePurchases(): Promise<void> {
  heading(`Purchases file: ${LINES} lines parsed, then parsed and matched (PGlite, demo data set)`);
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDemoMedicines(database.db);
    const file = purchasesFile();
    const rows: string[][] = [['round', 'parse (ms)', 'parse + match (ms)', 'ratio', 'matched lines']];
    for (let round = 1; round <= ROUNDS; round += 1) {
      let started = performance.now();
      await parsePurchasesFile(file);
      const parseMs = performance.now() - started;
      started = performance.now();
      const parsed = await parsePurchasesFile(file);
      const answer = await matchPurchases(database.db, parsed.lines, badLinesIn('en', parsed.errors), 440);
      const totalMs = performance.now() - started;
      const matched = answer.lines.filter((l) => l.medicineId !== null).length;
      rows.push([
        String(round),
        parseMs.toFixed(0),
        totalMs.toFixed(0),
        (totalMs / parseMs).toFixed(1),
        String(matched),
      ]);
    }
    console.log(table(rows));
  } finally {
    await database.close();
  }
}

if (isMain(import.meta.url)) await benchMedicinePurchases();
