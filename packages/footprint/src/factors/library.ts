import type { EmissionFactor, EmissionFactorKind, FactorLibrary } from '@pharmatrace/domain';
import { normaliseCas } from '../chemistry';
import { type CatalystShare, catalystShare, isSupportedWithoutContent } from './catalysts';

/**
 * Looking factors up (issue #23): by kind and key (a CAS number, or an id), then by name or alias,
 * in the geographies asked for, most specific first. The provider's imported rows replace the
 * starter rows of the same kind, key and geography (`mergeLibraries`).
 */

const normaliseName = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const keyOf = (kind: EmissionFactorKind, key: string) =>
  `${kind}|${/^\d+-\d{2}-\d$/.test(key.trim()) ? normaliseCas(key) : key.trim().toLowerCase()}`;
const rowId = (f: EmissionFactor) => `${keyOf(f.kind, f.key)}|${f.geography === 'RoW' ? 'GLO' : f.geography}`;

export interface FoundFactor {
  factor: EmissionFactor;
  /** How far its geography is from the one asked first (0 the same; see regions.ts). */
  distance: number;
  /**
   * Set when `factor` is a catalyst's share of its metal's row (`factor.value` is `of.value` ×
   * `fraction`): the model draws the metal's own row once, whatever share each line holds, so
   * that 'Pd/C 10 %' and a palladium complex in one route move with the one palladium figure.
   */
  share?: { of: EmissionFactor; fraction: number };
}

export class FactorIndex {
  readonly version: string;
  private readonly byKey = new Map<string, EmissionFactor[]>();
  private readonly byName = new Map<string, EmissionFactor[]>();
  private readonly byKind = new Map<EmissionFactorKind, EmissionFactor[]>();

  constructor(library: FactorLibrary) {
    this.version = library.version;
    for (const factor of library.factors) {
      push(this.byKey, keyOf(factor.kind, factor.key), factor);
      for (const name of [factor.name, ...(factor.aliases ?? [])]) {
        push(this.byName, `${factor.kind}|${normaliseName(name)}`, factor);
      }
      push(this.byKind, factor.kind, factor);
    }
  }

  /** The row of this kind and key in the first geography that has one. */
  byKeyIn(
    kind: EmissionFactorKind,
    key: string,
    geographies: readonly { geography: string; distance: number }[],
  ): FoundFactor | undefined {
    return pick(this.byKey.get(keyOf(kind, key)), geographies);
  }

  /** The row of this kind whose name or an alias is the name given, in the first geography that has one. */
  byNameIn(
    kind: EmissionFactorKind,
    name: string,
    geographies: readonly { geography: string; distance: number }[],
  ): FoundFactor | undefined {
    return pick(this.byName.get(`${kind}|${normaliseName(name)}`), geographies);
  }

  /**
   * By key (CAS number) first, then by name; but a row the provider imported wins over a shipped
   * row however each was found (issue #36: the provider's licensed factors override the open ones,
   * even when the provider keys its rows by its own ids and the open row is found by CAS number).
   * A material's `molarMass` (g/mol, the line's molecular weight) lets a metal complex count its
   * metal (catalysts.ts).
   */
  find(
    kind: EmissionFactorKind,
    {
      key,
      name,
      molarMass,
    }: { key?: string | undefined; name?: string | undefined; molarMass?: number | null | undefined },
    geographies: readonly { geography: string; distance: number }[],
  ): FoundFactor | undefined {
    const catalyst = kind === 'material' ? catalystShare({ cas: key, name, molarMass }) : null;
    // A supported metal catalyst ('Pd/C 10 %') counts its metal share, even where its CAS number
    // is the metal's: the metal's row at 100 % would charge ten times too much.
    if (catalyst?.form === 'supported') return this.metalShare(catalyst, geographies);
    // One that does not say its content ('palladium on carbon' under palladium's CAS number):
    // only the provider's own row for it by name stands for it, never the metal at 100 %.
    if (kind === 'material' && !catalyst && isSupportedWithoutContent(name)) {
      const named = name ? this.byNameIn(kind, name, geographies) : undefined;
      return named?.factor.imported ? named : undefined;
    }
    const isMetalKey =
      catalyst !== null && key !== undefined && normaliseCas(key) === normaliseCas(catalyst.metal.cas);
    // A complex typed under the metal's own CAS number counts its share, not the whole metal.
    if (catalyst?.form === 'complex' && (isMetalKey || !key)) {
      const named = name ? this.byNameIn(kind, name, geographies) : undefined;
      return named?.factor.imported ? named : this.metalShare(catalyst, geographies);
    }
    const byKey = key ? this.byKeyIn(kind, key, geographies) : undefined;
    if (byKey?.factor.imported) return byKey;
    const byName = name ? this.byNameIn(kind, name, geographies) : undefined;
    if (byName?.factor.imported) return byName;
    return byKey ?? byName ?? (catalyst ? this.metalShare(catalyst, geographies) : undefined);
  }

  /** The metal's own row, scaled to the catalyst's metal share; undefined when the library has no row for the metal. */
  private metalShare(
    { metal, share, form, atoms }: CatalystShare,
    geographies: readonly { geography: string; distance: number }[],
  ): FoundFactor | undefined {
    const found = this.byKeyIn('material', metal.cas, geographies);
    if (!found || share === 1) return found;
    const percent = Math.round(share * 1000) / 10;
    const how =
      form === 'complex'
        ? `${atoms} × ${metal.name} (${metal.atomicWeight} g/mol) over the complex's molar mass, ${percent} % by mass; its ligands are not counted`
        : `${percent} % ${metal.name} by mass; the support is not counted`;
    return {
      distance: found.distance,
      share: { of: found.factor, fraction: share },
      factor: {
        // The metal's own name, so that a starter row is still said in the reader's language
        // (starter-names.ts); the share is in the value and the note.
        ...found.factor,
        value: found.factor.value * share,
        note: `${how}: the metal's factor × ${Math.round(share * 1e6) / 1e6}.${found.factor.note ? ` ${found.factor.note}` : ''}`.slice(
          0,
          1000,
        ),
      },
    };
  }

  /**
   * A row of this kind whose name or an alias appears as a word in a free text ('HDPE drum,
   * 50 kg' finds HDPE): the longest matching name wins.
   */
  mentionedIn(kind: EmissionFactorKind, text: string): EmissionFactor | undefined {
    const words = ` ${normaliseName(text).replace(/[^a-z0-9]+/g, ' ')} `;
    let best: { factor: EmissionFactor; length: number } | undefined;
    for (const factor of this.byKind.get(kind) ?? []) {
      for (const name of [factor.name, ...(factor.aliases ?? [])]) {
        const needle = ` ${normaliseName(name)
          .replace(/[^a-z0-9]+/g, ' ')
          .trim()} `;
        if (needle.trim() !== '' && words.includes(needle) && needle.length > (best?.length ?? 0)) {
          best = { factor, length: needle.length };
        }
      }
    }
    return best?.factor;
  }
}

function push<K>(map: Map<K, EmissionFactor[]>, key: K, factor: EmissionFactor) {
  const list = map.get(key);
  if (list) list.push(factor);
  else map.set(key, [factor]);
}

function pick(
  rows: EmissionFactor[] | undefined,
  geographies: readonly { geography: string; distance: number }[],
): FoundFactor | undefined {
  if (!rows) return undefined;
  for (const { geography, distance } of geographies) {
    // An imported row wins over a starter row of the same geography (mergeLibraries keeps one,
    // but a library built by hand may hold both).
    const here = rows.filter((r) => r.geography === geography);
    const factor = here.find((r) => r.imported) ?? here[0];
    if (factor) return { factor, distance };
  }
  return undefined;
}

/**
 * The library in use: the starter rows, with each row the provider imported replacing the
 * starter row of the same kind, key and geography (issue #23: imported factors override the
 * starter ones). Its version names both: `starter-2026.1+provider.3`.
 */
export function mergeLibraries(
  starter: FactorLibrary,
  imported: { version: string; factors: readonly EmissionFactor[] } | null,
): FactorLibrary {
  if (!imported || imported.factors.length === 0) return starter;
  const replaced = new Set(imported.factors.map(rowId));
  return {
    version: `${starter.version}+provider.${imported.version}`,
    factors: [
      ...starter.factors.filter((f) => !replaced.has(rowId(f))),
      ...imported.factors.map((f) => ({ ...f, imported: true })),
    ],
  };
}

/** What a quantity is measured in where a factor is applied. */
export type FactorBasis = 'kg' | 'kWh' | 'litre' | 'tkm' | 'm3';

/**
 * A factor's value per unit of the basis asked for, or null when its unit cannot be converted
 * (method 2.0: a volume becomes a mass only through the row's own density, never at an assumed
 * 1 t/m3, so that a gas per m3 is not read as a liquid).
 */
export function valuePer(factor: EmissionFactor, basis: FactorBasis): number | null {
  switch (factor.unit) {
    case 'kgCO2e/kg':
      return basis === 'kg' ? factor.value : null;
    case 'kgCO2e/t':
      return basis === 'kg' ? factor.value / 1000 : null;
    case 'kgCO2e/kWh':
      return basis === 'kWh' ? factor.value : null;
    case 'kgCO2e/MWh':
      return basis === 'kWh' ? factor.value / 1000 : null;
    case 'kgCO2e/MJ':
      return basis === 'kWh' ? factor.value * 3.6 : null;
    case 'kgCO2e/litre':
      if (basis === 'litre') return factor.value;
      return basis === 'kg' && factor.density ? factor.value / factor.density : null;
    case 'kgCO2e/tkm':
      return basis === 'tkm' ? factor.value : null;
    case 'kgCO2e/m3':
      if (basis === 'm3') return factor.value;
      return basis === 'kg' && factor.density ? factor.value / (factor.density * 1000) : null;
  }
}
