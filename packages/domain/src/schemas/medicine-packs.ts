import { z } from 'zod';

/**
 * A medicine's presentations (packs, boxes), as the BDPM presentations file names them (issue #38):
 * a CIS code names a medicine, a CIP13 one of its packs. `unitsPerBox` is the count of dispensing
 * units (UCD: tablets, capsules) in a box, read from the pack's label; null where the label gives
 * none (a bottle in ml, a kit).
 */
export const MEDICINE_PACK_LABEL_MAX = 500;
export const MEDICINE_PACK_MAX_UNITS = 10_000;

export const medicinePackSchema = z.object({
  cip13: z.string().regex(/^\d{13}$/),
  label: z.string().max(MEDICINE_PACK_LABEL_MAX),
  unitsPerBox: z.number().int().min(1).max(MEDICINE_PACK_MAX_UNITS).nullable(),
});
export type MedicinePack = z.infer<typeof medicinePackSchema>;

/**
 * The pack a CIS code is taken to mean when it has several, and the buyer has not chosen one
 * (decision 0071): the largest box with a known count (hospitals buy their hospital packs, the
 * largest), then the lowest CIP13, so the choice never depends on the order of rows or ids.
 * Null without packs.
 */
export function defaultPack(packs: readonly MedicinePack[]): MedicinePack | null {
  let taken: MedicinePack | null = null;
  for (const pack of packs) {
    if (taken === null) {
      taken = pack;
      continue;
    }
    const a = pack.unitsPerBox ?? -1;
    const b = taken.unitsPerBox ?? -1;
    if (a > b || (a === b && pack.cip13 < taken.cip13)) taken = pack;
  }
  return taken;
}

/**
 * The pack a code names among a medicine's packs: a CIP13 its own pack (null if not among them), a
 * CIS the default pack. `chosen` is a CIP13 the buyer picked for a CIS, used when it is one of them.
 */
export function packOfCode(
  code: string,
  packs: readonly MedicinePack[],
  chosen?: string | null,
): MedicinePack | null {
  if (code.length === 13) return packs.find((p) => p.cip13 === code) ?? null;
  if (chosen) {
    const picked = packs.find((p) => p.cip13 === chosen);
    if (picked) return picked;
  }
  return defaultPack(packs);
}
