import { defaultPack, type MedicinePack } from '@pharmatrace/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * The packs of the medicine database that codes name (issue #38): a CIP13 its own pack, a CIS the
 * default one of its packs (domain defaultPack, decision 0071), with all of a CIS's packs as the
 * choices when it has several. Codes without a pack with a label are left out.
 */
export interface CodePack {
  taken: MedicinePack;
  /** A CIS's packs when it has more than one (sorted by CIP13); empty otherwise. */
  choices: MedicinePack[];
}

export async function findPacks(db: Database, codes: readonly string[]): Promise<Map<string, CodePack>> {
  const found = new Map<string, CodePack>();
  const cip13s = [...new Set(codes.filter((c) => c.length === 13))];
  const ciss = [...new Set(codes.filter((c) => c.length === 8))];
  if (cip13s.length === 0 && ciss.length === 0) return found;
  // Each pack once per CIS (several medicine rows may share a CIS: an imported row and a study's).
  const rows = (
    await db.execute(sql`
      select distinct m.cis, p.value as pack
      from medicines m cross join lateral jsonb_array_elements(m.packs) p
      where m.cis in (select jsonb_array_elements_text(${JSON.stringify(ciss)}::jsonb))
         or p.value->>'cip13' in (select jsonb_array_elements_text(${JSON.stringify(cip13s)}::jsonb))`)
  ).rows as { cis: string | null; pack: MedicinePack }[];
  const byCis = new Map<string, Map<string, MedicinePack>>();
  for (const { cis, pack } of rows) {
    if (cip13s.includes(pack.cip13) && !found.has(pack.cip13))
      found.set(pack.cip13, { taken: pack, choices: [] });
    if (cis === null) continue;
    const packs = byCis.get(cis) ?? new Map<string, MedicinePack>();
    packs.set(pack.cip13, pack);
    byCis.set(cis, packs);
  }
  for (const cis of ciss) {
    const packs = [...(byCis.get(cis)?.values() ?? [])].sort((a, b) => (a.cip13 < b.cip13 ? -1 : 1));
    const taken = defaultPack(packs);
    if (taken) found.set(cis, { taken, choices: packs.length > 1 ? packs : [] });
  }
  return found;
}
