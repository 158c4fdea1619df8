import { normaliseCas } from '../chemistry';

/**
 * Metal catalysts (issue #36 'Metals and catalysts'): a catalyst line is charged for the metal it
 * holds, found by the metal's CAS number in the library. 'Pd/C 10 %' holds 10 % palladium by
 * mass, so 1 kg of it counts 0.1 kg of palladium (the carbon support is left out: it weighs
 * little against the metal's footprint). A complex (PdCl2(PPh3)2) holds n × the metal's atomic
 * weight over its own molar mass. The CAS numbers are the elements' registry numbers.
 *
 * Atomic weights: IUPAC standard atomic weights 2021 (Prohaska et al., Pure Appl. Chem. 94 (2022)
 * 573, doi:10.1515/pac-2019-0603, Table 1), read from the copy kept by MilanSkocic/ciaaw,
 * data/src/saw_2021.txt at commit 49a1076cd436aff846e2ee1ab05e7e276c4e9a40 (the 'saw' column).
 */
export const catalystMetals = [
  { symbol: 'Pd', name: 'palladium', anion: 'palladate', cas: '7440-05-3', atomicWeight: 106.42 },
  { symbol: 'Pt', name: 'platinum', anion: 'platinate', cas: '7440-06-4', atomicWeight: 195.084 },
  { symbol: 'Rh', name: 'rhodium', anion: 'rhodate', cas: '7440-16-6', atomicWeight: 102.90549 },
  { symbol: 'Ru', name: 'ruthenium', anion: 'ruthenate', cas: '7440-18-8', atomicWeight: 101.07 },
  { symbol: 'Ni', name: 'nickel', anion: 'nickelate', cas: '7440-02-0', atomicWeight: 58.6934 },
  { symbol: 'Cu', name: 'copper', anion: 'cuprate', cas: '7440-50-8', atomicWeight: 63.546 },
  { symbol: 'Zn', name: 'zinc', anion: 'zincate', cas: '7440-66-6', atomicWeight: 65.38 },
] as const;
export type CatalystMetal = (typeof catalystMetals)[number];

export interface CatalystShare {
  metal: CatalystMetal;
  /** kg of metal per kg of the catalyst as bought, 0 < share ≤ 1. */
  share: number;
  /**
   * How the share was read: the metal itself, a supported catalyst whose name gives its metal
   * content, or a complex whose molar mass holds `atoms` atoms of the metal.
   */
  form: 'metal' | 'supported' | 'complex';
  /** For a complex: the metal atoms per formula unit. */
  atoms?: number;
}

/** Supports a supported catalyst names after its metal: 'Pd/C', 'Pt on alumina', 'Pd(0) on CaCO3'. */
const SUPPORT = String.raw`(?:\/|\s+on\s+)\s*(?:c|carbon|charcoal|activated carbon|alumina|al2o3|silica|sio2|caco3|baso4|barium sulfate|calcium carbonate)\b`;

/** A name this long is not a chemical's: it is not read for a metal (nor run through the patterns). */
const MAX_NAME_LENGTH = 300;
/** A molar mass past this is not a catalyst complex's (the largest are a few thousand g/mol). */
const MAX_MOLAR_MASS = 100_000;
/**
 * The molar mass the line gives is rounded: a metal atom may weigh a little more than it (Raney
 * nickel typed as 58.69 against 58.6934); past this it cannot hold the metal, and nothing counts.
 */
const ROUNDING = 1.001;

const multipliers: Record<string, number> = { di: 2, tri: 3, tetra: 4 };

/** Each metal's patterns, compiled once (an estimate reads every raw material on each keystroke). */
const metalPatterns = catalystMetals.map((metal) => ({
  metal,
  // 'nickel-free buffer', 'free of copper', 'without zinc': the metal is said to be absent.
  absent: new RegExp(
    String.raw`${metal.name}\s*-?\s*free\b|\bfree\s+of\s+${metal.name}|\b(?:without|no|non)\s*-?\s*${metal.name}`,
  ),
  // The name in full, after a multiplier ('dipalladium') or inside a longer chemical name, or its
  // anion's ('potassium tetrachloroplatinate'); read in lower case.
  word: new RegExp(`(di|tri|tetra)?(?:${metal.name}|${metal.anion})(?![a-z])`),
  // The symbol, case as written: 'Pd' and not 'pd' or 'Pdx'; 'PtBu3' is tri-tert-butylphosphine.
  symbol: new RegExp(String.raw`(?<![A-Za-z])${metal.symbol}(?![a-z])(?!Bu)(\d+)?`),
  // '[Rh(cod)Cl]2': a bracketed unit holding the metal once, n times over.
  bracket: new RegExp(String.raw`\[[^\]]*(?<![A-Za-z])${metal.symbol}(?![a-z])[^\]]*\](\d+)`),
  // A supported catalyst: 'Pd/C', 'palladium on carbon', 'Pd(0) on CaCO3'; read in lower case.
  supported: new RegExp(
    String.raw`(?:^|[^a-z])(?:${metal.symbol.toLowerCase()}|${metal.name})(?:\s*\(0\))?${SUPPORT}`,
  ),
}));

const ANY_SYMBOL = new RegExp(catalystMetals.map((m) => m.symbol).join('|'));
const ANY_NAME = new RegExp(catalystMetals.flatMap((m) => [m.name, m.anion]).join('|'));

/**
 * The metal a line names as a complex's, and its atoms per formula unit, or null: its name in
 * full ('bis(triphenylphosphine)palladium(II) dichloride', 'tris(dibenzylideneacetone)dipalladium')
 * or its anion's ('sodium tetrachloropalladate'), or its symbol in a formula ('Pd(OAc)2',
 * 'Pd2(dba)3', '[Rh(cod)Cl]2'). A name that says the metal is absent ('nickel-free buffer', 'free
 * of copper', 'without zinc') names none; a name that names two metals is ambiguous and names none
 * (the line stays a data gap).
 */
function namedMetal(name: string): { metal: CatalystMetal; atoms: number } | null {
  const lower = name.toLowerCase();
  // Most lines name no metal: one test each way before the metals' own patterns.
  if (!ANY_SYMBOL.test(name) && !ANY_NAME.test(lower)) return null;
  const found: { metal: CatalystMetal; atoms: number }[] = [];
  for (const p of metalPatterns) {
    if (p.absent.test(lower)) continue;
    const word = p.word.exec(lower);
    const symbol = p.symbol.exec(name);
    if (!word && !symbol) continue;
    let atoms = 1;
    if (word?.[1]) atoms = multipliers[word[1]]!;
    else if (symbol?.[1]) atoms = Number(symbol[1]);
    else {
      const bracket = p.bracket.exec(name);
      if (bracket) atoms = Number(bracket[1]);
      else if (/\bdimer\b/.test(lower)) atoms = 2;
      else if (/\btrimer\b/.test(lower)) atoms = 3;
    }
    found.push({ metal: p.metal, atoms });
  }
  return found.length === 1 ? found[0]! : null;
}

/**
 * Whether a name is a supported catalyst's that does not say its metal content ('palladium on
 * carbon', 'Pd/C'): its metal share is unknown, so neither the metal's row at 100 % (ten to
 * twenty times too much) nor any share may be charged for it.
 */
export function isSupportedWithoutContent(name: string | undefined): boolean {
  const text = (name ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  if (text.length > MAX_NAME_LENGTH) return false;
  return metalPatterns.some((p) => p.supported.test(text)) && catalystShare({ name }) === null;
}

/**
 * The metal a catalyst line holds and its mass share, from its name ('Pd/C 10 %', '5% Pt/C',
 * 'palladium on carbon, 10 wt%', 'Raney nickel'), from its name and molar mass (a complex:
 * 'PdCl2(PPh3)2' at 701.90 g/mol holds 106.42 / 701.90 of palladium) or from its CAS number (the
 * metal itself); null when it is not a metal catalyst, when a supported catalyst does not say its
 * metal content, or when a complex's molar mass is missing or cannot hold the metal named (the
 * share is then unknown and the line stays a data gap).
 */
export function catalystShare({
  cas,
  name,
  molarMass,
}: {
  cas?: string | undefined;
  name?: string | undefined;
  /** g/mol, as the line gives it (its molecular weight). */
  molarMass?: number | null | undefined;
}): CatalystShare | null {
  const raw = (name ?? '').trim().replace(/\s+/g, ' ');
  if (raw.length > MAX_NAME_LENGTH) return null;
  const text = raw.toLowerCase();
  for (const { metal, supported } of metalPatterns) {
    if (supported.test(text)) {
      const percent = /(\d+(?:[.,]\d+)?)\s*(?:%|wt\s*%|wt\.?\s*%|per\s*cent)/.exec(text);
      const share = percent ? Number(percent[1]!.replace(',', '.')) / 100 : Number.NaN;
      return share > 0 && share <= 1 ? { metal, share, form: 'supported' } : null;
    }
  }
  const byCas = catalystMetals.find(
    (m) => cas !== undefined && cas.trim() !== '' && normaliseCas(cas) === normaliseCas(m.cas),
  );
  const byName = catalystMetals.find(
    (m) =>
      text === m.name ||
      text === `${m.name} black` ||
      text === `${m.name} sponge` ||
      text === `raney ${m.name}`,
  );
  const complex = molarMass !== undefined && molarMass !== null ? complexShare(raw, molarMass) : null;
  // A complex typed under the metal's CAS number (as some suppliers list it) still counts its share.
  if (complex && (!byCas || byCas === complex.metal)) return complex;
  const metal = byCas ?? byName;
  return metal ? { metal, share: 1, form: 'metal' } : null;
}

/** A complex's metal share from its name and molar mass, or null (see `catalystShare`). */
function complexShare(name: string, molarMass: number): CatalystShare | null {
  if (!Number.isFinite(molarMass) || molarMass <= 0 || molarMass > MAX_MOLAR_MASS) return null;
  const named = namedMetal(name);
  if (!named) return null;
  const share = (named.atoms * named.metal.atomicWeight) / molarMass;
  if (share > ROUNDING) return null;
  return share >= 1
    ? { metal: named.metal, share: 1, form: 'metal' }
    : { metal: named.metal, share, form: 'complex', atoms: named.atoms };
}
