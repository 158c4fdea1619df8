import { MEDICINE_PACK_MAX_UNITS } from '@pharmatrace/domain';

/**
 * The dispensing units (UCD) in a box, read from a BDPM presentation label (issue #38). The
 * labels are free text, in shapes like:
 * - 'plaquette(s) thermoformée(s) PVC-aluminium de 8  comprimé(s)' → 8 (no leading count: one);
 * - '2 film(s) thermosoudé(s) papier polyéthylène aluminium … de 4 comprimé(s)' → 2 × 4 = 8;
 * - 'flacon(s) polyéthylène haute densité (PEHD) de 100 comprimé(s)' → 100;
 * - '1 flacon(s) en verre brun de 100 ml avec gobelet(s) doseur(s)' → null (not a count of units).
 * A label naming several counted contents (a kit: '… de 15,9 g de granulés - 1 flacon(s) …') gives
 * null rather than a guess. The medicine database holds tablets and capsules, so the units counted
 * are the solid oral forms'.
 */
const UNIT_WORDS = [
  'comprimé',
  'comprime',
  'gélule',
  'gelule',
  'capsule',
  'lyophilisat',
  'dragée',
  'dragee',
  'pastille',
  'film orodispersible',
];
const unitAlternatives = UNIT_WORDS.join('|');
/** 'de 30 comprimé(s)', 'de 28 gélules', with any spacing. */
const PER_CONTAINER = new RegExp(
  `\\bde\\s+(\\d{1,5})\\s+(?:${unitAlternatives})(?:\\(s\\)|s)?(?!\\p{L})`,
  'giu',
);
/** A leading count of containers: '4 plaquette(s) …', '2 film(s) …'. */
const CONTAINERS = /^(\d{1,4})\s+\p{L}/u;

export function unitsPerBoxOfLabel(label: string): number | null {
  const text = label.normalize('NFC').toLowerCase();
  const counts = [...text.matchAll(PER_CONTAINER)].map((m) => Number(m[1]));
  if (counts.length !== 1) return null;
  // A second part ('… - 1 flacon(s) de 86 ml de solvant') makes it a kit: no single count.
  if (/\s-\s/.test(text)) return null;
  const containers = Number(CONTAINERS.exec(text)?.[1] ?? 1);
  const units = containers * counts[0]!;
  return Number.isInteger(units) && units >= 1 && units <= MEDICINE_PACK_MAX_UNITS ? units : null;
}
