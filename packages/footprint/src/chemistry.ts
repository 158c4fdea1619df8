/**
 * The chemistry the method computes from (issue #23): the carbon content of a substance from its
 * molecular formula, and so the fossil CO2 its incineration releases. Figures computed here are
 * chemistry, not licensed data (docs/methodology.md 'Starter factors').
 */

/** Standard atomic weights (IUPAC, abridged to the elements of process chemistry). */
const atomicWeights: Record<string, number> = {
  H: 1.008,
  B: 10.81,
  C: 12.011,
  N: 14.007,
  O: 15.999,
  F: 18.998,
  Na: 22.99,
  Mg: 24.305,
  Al: 26.982,
  Si: 28.085,
  P: 30.974,
  S: 32.06,
  Cl: 35.45,
  K: 39.098,
  Ca: 40.078,
  Br: 79.904,
  I: 126.904,
};

/** kg of CO2 per kg of carbon burnt (44.009 / 12.011). */
export const CO2_PER_CARBON = 44.009 / 12.011;

/** 'C7H8' → { C: 7, H: 8 }; null when the text is not a formula of known elements. */
export function parseFormula(formula: string): Record<string, number> | null {
  const counts: Record<string, number> = {};
  const pattern = /([A-Z][a-z]?)(\d*)/g;
  let consumed = 0;
  for (const match of formula.matchAll(pattern)) {
    if (match.index !== consumed) return null;
    const [whole, element, count] = match;
    if (!element || !(element in atomicWeights)) return null;
    counts[element] = (counts[element] ?? 0) + (count ? Number(count) : 1);
    consumed += whole.length;
  }
  return consumed === formula.length && consumed > 0 ? counts : null;
}

/** The molecular weight of a formula, g/mol. */
export function molecularWeight(formula: string): number | null {
  const counts = parseFormula(formula);
  if (!counts) return null;
  return Object.entries(counts).reduce((sum, [element, n]) => sum + atomicWeights[element]! * n, 0);
}

/** The mass fraction of carbon in a formula (0 for an inorganic substance). */
export function carbonFraction(formula: string): number | null {
  const counts = parseFormula(formula);
  const weight = molecularWeight(formula);
  if (!counts || !weight) return null;
  return ((counts.C ?? 0) * atomicWeights.C!) / weight;
}

/** kg of fossil CO2 from burning 1 kg of the substance: its carbon, fully oxidised. */
export function incinerationCo2(formula: string): number | null {
  const fraction = carbonFraction(formula);
  return fraction === null ? null : fraction * CO2_PER_CARBON;
}

/** A substance the method recognises by CAS number or name: its formula and whether it is a solvent. */
export interface KnownSubstance {
  cas: string;
  name: string;
  aliases: readonly string[];
  formula: string;
  isSolvent: boolean;
  /**
   * Whether its carbon is fossil organic carbon that incineration turns into CO2 (false for
   * carbonates and CO2 itself, whose carbon is already oxidised).
   */
  burns: boolean;
  /** A greenhouse gas emitted as such (gas wastes): its GWP100 is a refrigerant-kind factor key. */
  greenhouseGas?: string;
}

const substance = (
  cas: string,
  name: string,
  formula: string,
  isSolvent: boolean,
  aliases: readonly string[] = [],
  { greenhouseGas, burns }: { greenhouseGas?: string; burns?: boolean } = {},
): KnownSubstance => ({
  cas,
  name,
  aliases,
  formula,
  isSolvent,
  burns: burns ?? (parseFormula(formula)?.C ?? 0) > 0,
  ...(greenhouseGas ? { greenhouseGas } : {}),
});

/**
 * The solvents and common reagents of pharmaceutical process chemistry (CAS numbers and formulas
 * are public identifiers). Their end of life is computed from the formula; their production
 * factors come from the provider's licensed data or fall back to a class default.
 */
export const knownSubstances: readonly KnownSubstance[] = [
  substance('7732-18-5', 'water', 'H2O', true, ['purified water', 'deionised water', 'deionized water']),
  substance('67-56-1', 'methanol', 'CH4O', true, ['meoh', 'methyl alcohol']),
  substance('64-17-5', 'ethanol', 'C2H6O', true, ['etoh', 'ethyl alcohol']),
  substance('67-63-0', 'isopropanol', 'C3H8O', true, ['2-propanol', 'ipa', 'isopropyl alcohol']),
  substance('71-23-8', '1-propanol', 'C3H8O', true, ['n-propanol']),
  substance('71-36-3', '1-butanol', 'C4H10O', true, ['n-butanol', 'butanol']),
  substance('67-64-1', 'acetone', 'C3H6O', true, ['propanone']),
  substance('78-93-3', 'methyl ethyl ketone', 'C4H8O', true, ['mek', '2-butanone', 'butanone']),
  substance('108-10-1', 'methyl isobutyl ketone', 'C6H12O', true, ['mibk']),
  substance('141-78-6', 'ethyl acetate', 'C4H8O2', true, ['etoac']),
  substance('108-21-4', 'isopropyl acetate', 'C5H10O2', true, ['ipac']),
  substance('123-86-4', 'butyl acetate', 'C6H12O2', true, ['n-butyl acetate']),
  substance('108-88-3', 'toluene', 'C7H8', true, ['methylbenzene']),
  substance('1330-20-7', 'xylene', 'C8H10', true, ['xylenes']),
  substance('142-82-5', 'heptane', 'C7H16', true, ['n-heptane']),
  substance('110-54-3', 'hexane', 'C6H14', true, ['n-hexane', 'hexanes']),
  substance('110-82-7', 'cyclohexane', 'C6H12', true),
  substance('75-09-2', 'dichloromethane', 'CH2Cl2', true, ['dcm', 'methylene chloride']),
  substance('67-66-3', 'chloroform', 'CHCl3', true, ['trichloromethane']),
  substance('109-99-9', 'tetrahydrofuran', 'C4H8O', true, ['thf']),
  substance('96-47-9', '2-methyltetrahydrofuran', 'C5H10O', true, ['2-methf', '2-me-thf']),
  substance('1634-04-4', 'methyl tert-butyl ether', 'C5H12O', true, ['mtbe']),
  substance('60-29-7', 'diethyl ether', 'C4H10O', true, ['ether']),
  substance('123-91-1', '1,4-dioxane', 'C4H8O2', true, ['dioxane']),
  substance('75-05-8', 'acetonitrile', 'C2H3N', true, ['mecn', 'acn']),
  substance('68-12-2', 'N,N-dimethylformamide', 'C3H7NO', true, ['dmf', 'dimethylformamide']),
  substance('127-19-5', 'N,N-dimethylacetamide', 'C4H9NO', true, ['dmac', 'dma', 'dimethylacetamide']),
  substance('872-50-4', 'N-methyl-2-pyrrolidone', 'C5H9NO', true, ['nmp']),
  substance('67-68-5', 'dimethyl sulfoxide', 'C2H6OS', true, ['dmso']),
  substance('64-19-7', 'acetic acid', 'C2H4O2', true, ['glacial acetic acid']),
  substance('110-86-1', 'pyridine', 'C5H5N', true),
  substance('108-24-7', 'acetic anhydride', 'C4H6O3', false),
  substance('121-44-8', 'triethylamine', 'C6H15N', false, ['tea', 'et3n']),
  substance('7647-01-0', 'hydrochloric acid', 'HCl', false, ['hydrogen chloride', 'hcl']),
  substance('1310-73-2', 'sodium hydroxide', 'NaOH', false, ['caustic soda', 'naoh']),
  substance('7664-93-9', 'sulfuric acid', 'H2SO4', false, ['sulphuric acid']),
  substance('497-19-8', 'sodium carbonate', 'CNa2O3', false, ['soda ash'], { burns: false }),
  substance('144-55-8', 'sodium bicarbonate', 'CHNaO3', false, ['sodium hydrogen carbonate'], {
    burns: false,
  }),
  substance('7647-14-5', 'sodium chloride', 'ClNa', false, ['salt', 'brine']),
  // Inorganic reagents of the demo routes (issue #36): without them here, the class default
  // took them for organic chemicals (3 kgCO2e/kg) rather than inorganic ones.
  substance('7697-37-2', 'nitric acid', 'HNO3', false),
  substance('7664-39-3', 'hydrogen fluoride', 'FH', false, ['hydrofluoric acid']),
  substance('7440-09-7', 'potassium', 'K', false),
  substance('7727-37-9', 'nitrogen', 'N2', false),
  substance('1333-74-0', 'hydrogen', 'H2', false),
  substance('7782-44-7', 'oxygen', 'O2', false),
  // Furnace and reformer gas: its carbon burns to CO2 (the demo's calcium carbide furnace).
  substance('630-08-0', 'carbon monoxide', 'CO', false),
  substance('124-38-9', 'carbon dioxide', 'CO2', false, ['co2'], { greenhouseGas: 'CO2', burns: false }),
  substance('74-82-8', 'methane', 'CH4', false, ['ch4'], { greenhouseGas: 'CH4' }),
  substance('10024-97-2', 'nitrous oxide', 'N2O', false, ['n2o'], { greenhouseGas: 'N2O' }),
];

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
/** CAS numbers are compared without spaces and leading zeros ('0067-56-1' is '67-56-1'). */
export const normaliseCas = (cas: string) => cas.replace(/\s+/g, '').replace(/^0+/, '');

const byCas = new Map(knownSubstances.map((s) => [normaliseCas(s.cas), s]));
const byName = new Map(knownSubstances.flatMap((s) => [s.name, ...s.aliases].map((n) => [normalise(n), s])));

/** A known substance by CAS number, then by name. */
export function findKnownSubstance(
  cas: string | undefined,
  name: string | undefined,
): KnownSubstance | undefined {
  const fromCas = cas ? byCas.get(normaliseCas(cas)) : undefined;
  return fromCas ?? (name ? byName.get(normalise(name)) : undefined);
}

/** One substance a waste's rough composition names, with its share when the text gives one. */
export interface CompositionPart {
  substance: KnownSubstance;
  /** Mass fraction 0–1, when written ('toluene 80 %'). */
  fraction: number | null;
}

/**
 * The known substances a rough composition names ('toluene 80 %, methanol 20 %', 'acetic acid in
 * water'). Names are found as whole words; a percentage right after a name is its share.
 */
export function readComposition(text: string): CompositionPart[] {
  const lower = ` ${normalise(text)} `;
  const found: { at: number; end: number; substance: KnownSubstance }[] = [];
  for (const [name, known] of byName) {
    let from = 0;
    for (;;) {
      const at = lower.indexOf(name, from);
      if (at === -1) break;
      from = at + 1;
      const before = lower[at - 1] ?? ' ';
      const after = lower[at + name.length] ?? ' ';
      if (/[a-z0-9-]/.test(before) || /[a-z0-9]/.test(after)) continue;
      found.push({ at, end: at + name.length, substance: known });
    }
  }
  // The longest name wins where names overlap ('acetic anhydride' over 'acetic acid' never overlaps,
  // but 'methyl ethyl ketone' contains no other; 'ethyl acetate' and 'acetate' would).
  found.sort((a, b) => a.at - b.at || b.end - a.end);
  const parts: CompositionPart[] = [];
  let reached = -1;
  for (const hit of found) {
    if (hit.at < reached) continue;
    reached = hit.end;
    if (parts.some((p) => p.substance === hit.substance)) continue;
    const share =
      /^\s*[:=]?\s*(\d{1,3}(?:[.,]\d+)?)\s*(?:%|wt ?%|w\/w)/.exec(lower.slice(hit.end)) ??
      /(\d{1,3}(?:[.,]\d+)?)\s*(?:%|wt ?%|w\/w)\s*(?:of\s+)?$/.exec(lower.slice(0, hit.at));
    const fraction = share ? Number(share[1]!.replace(',', '.')) / 100 : null;
    parts.push({ substance: hit.substance, fraction: fraction !== null && fraction <= 1 ? fraction : null });
  }
  return parts;
}
