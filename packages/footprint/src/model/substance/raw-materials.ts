import {
  type EstimateRowPointer,
  type FootprintCategory,
  flattenTree,
  type Phrase,
  phrase,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import { findKnownSubstance, normaliseCas } from '../../chemistry';
import { type FoundFactor, valuePer } from '../../factors/library';
import { factorName } from '../../factors/starter-names';
import { ASSUMED_INPUT_SIGMA, basicSigma, UNKNOWN_PLACE_SIGMA } from '../../pedigree';
import { geographiesOf, type ProductionPlace } from '../../regions';
import type { TermInfo } from '../builder';
import { pointer } from '../builder';
import { isStarted, positive, type Row, text } from '../reading';
import { type Batch, GLOBAL, placeOf, type ReactionContext } from './context';
import { transportTerms } from './transport';

/** The molar yield assumed where the precursor's weight is missing. */
export const DEFAULT_YIELD = 0.8;
/** kg of precursor per kg of product where neither its weight nor the molecular weights are given. */
export const DEFAULT_PRECURSOR_PER_KG = 1.25;

/**
 * A raw material's production factor: the library by CAS, then by name, in the geographies of
 * its place of production; else a class default with a wide spread (issue #23). A row found in a
 * unit the method cannot use per kg (per litre without a density) is not dropped: the class
 * default stands for it, and the gap names the unit (method 2.0).
 */
function materialFactor(
  c: ReactionContext,
  {
    name,
    cas,
    place,
    molarMass,
  }: { name: string; cas: string; place: ProductionPlace | null; molarMass?: number | null },
  { startingMaterial = false } = {},
): {
  found: FoundFactor;
  category: FootprintCategory;
  isDefault: boolean;
  unknownPlace: boolean;
  unusable?: FoundFactor;
} {
  const known = findKnownSubstance(cas, name);
  const category: FootprintCategory = known?.isSolvent ? 'solvents' : 'rawMaterials';
  const unknownPlace = place === 'DoNotKnow' || place === null;
  const geographies = geographiesOf(unknownPlace ? 'DoNotKnow' : place, c.site.country);
  const found =
    c.factors.find('material', { key: cas || known?.cas, name, molarMass }, geographies) ??
    (known && known.name !== name
      ? c.factors.find('material', { name: known.name }, geographies)
      : undefined);
  if (found && valuePer(found.factor, 'kg') !== null)
    return { found, category, isDefault: false, unknownPlace };
  const classKey = startingMaterial
    ? 'fine-chemical'
    : known?.isSolvent
      ? 'solvent'
      : known && !known.burns
        ? 'inorganic-chemical'
        : 'organic-chemical';
  const fallback = c.factors.byKeyIn('class-default', classKey, GLOBAL);
  if (!fallback) throw new Error(`The factor library has no class default ${classKey}`);
  return { found: fallback, category, isDefault: true, unknownPlace, ...(found ? { unusable: found } : {}) };
}

/** What tells one substance from another under a class default: its CAS number, else its name. */
const substanceIdentity = ({ name, cas }: { name: string; cas: string }) => {
  const known = findKnownSubstance(cas, name);
  return normaliseCas(cas) || known?.cas || name.trim().toLowerCase();
};

/** Adds a material's production term, reporting a class default as a gap (the provider's: a factor). */
export function materialTerm(
  c: ReactionContext,
  info: Omit<TermInfo, 'category'>,
  amount: { mean: number; sigma: number },
  material: { name: string; cas: string; place: ProductionPlace | null; molarMass?: number | null },
  { startingMaterial = false } = {},
) {
  const m = materialFactor(c, material, { startingMaterial });
  const extraSigma = m.unknownPlace ? UNKNOWN_PLACE_SIGMA : 0;
  c.b.addFactorTerm({ ...info, category: m.category }, amount, m.found, 'kg', {
    extraSigma,
    // A class default is drawn per substance (method 2.0.0): two rows of one substance share
    // its draw, two substances do not.
    identity: m.isDefault ? substanceIdentity(material) : undefined,
  });
  if (m.isDefault) {
    const values = {
      material: material.name || material.cas || phrase('footprints.word.thisMaterial'),
      cas: material.cas ? ` (${material.cas})` : '',
      // The class default's name, said in the reader's language (a starter row, issue #27).
      factor: factorName(m.found.factor),
    };
    c.b.gap(
      'provider',
      m.unusable
        ? phrase('footprints.gap.unusableFactor', { ...values, unit: m.unusable.factor.unit })
        : phrase('footprints.gap.noFactor', values),
      m.category,
      info.at,
    );
  }
  return m;
}

/** The nodes below a precursor that the route makes, by CAS number and by name: the first of each. */
interface MadeBelow {
  byCas: Map<string, TreeNodeDraft>;
  byName: Map<string, TreeNodeDraft>;
}

/**
 * One index per reaction of one model (`producers` is the model's): issue #35 found each raw
 * material line flattening the tree below its precursor again, lines × nodes (3,000 × 300).
 */
const madeBelowOf = new WeakMap<ReactionContext['producers'], Map<TreeNodeDraft, MadeBelow>>();

function madeBelow(c: ReactionContext): MadeBelow {
  let perModel = madeBelowOf.get(c.producers);
  if (!perModel) {
    perModel = new Map();
    madeBelowOf.set(c.producers, perModel);
  }
  const known = perModel.get(c.reaction.precursor);
  if (known) return known;
  const index: MadeBelow = { byCas: new Map(), byName: new Map() };
  for (const { node } of flattenTree(c.reaction.precursor)) {
    if (!c.producers.has(node.id)) continue;
    // As the search it replaces: any node with a CAS number, under its normalised form (even empty).
    if (node.cas) {
      const cas = normaliseCas(node.cas);
      if (!index.byCas.has(cas)) index.byCas.set(cas, node);
    }
    const name = (node.name ?? '').trim().toLowerCase();
    if (!index.byName.has(name)) index.byName.set(name, node);
  }
  perModel.set(c.reaction.precursor, index);
  return index;
}

/** The tree node a raw material is, when upstream reactions of the route make it (by CAS, else by name). */
function routeNodeOf(c: ReactionContext, row: Row, index: number): TreeNodeDraft | undefined {
  if (index === 0) return c.reaction.precursor;
  const cas = text(row.cas);
  const name = text(row.name).toLowerCase();
  const made = madeBelow(c);
  return (cas ? made.byCas.get(normaliseCas(cas)) : undefined) ?? (name ? made.byName.get(name) : undefined);
}

/** The precursor's weight per kg of product where the row does not give it: from the molecular weights, else a default. */
export function assumedPrecursorPerKg(entry: Row, precursorRow: Row): { mean: number; how: Phrase } {
  const productMw = positive(entry.molecularWeight);
  const precursorMw = positive(precursorRow.molecularWeight);
  if (productMw && precursorMw) {
    return {
      mean: precursorMw / productMw / DEFAULT_YIELD,
      how: phrase('footprints.gap.how.molar', { yield: DEFAULT_YIELD * 100 }),
    };
  }
  return {
    mean: DEFAULT_PRECURSOR_PER_KG,
    how: phrase('footprints.gap.how.default', { kg: DEFAULT_PRECURSOR_PER_KG }),
  };
}

/** The precursor of a reaction, or any raw material the route makes: chained, or a factor. */
export function precursorLine(
  c: ReactionContext,
  node: TreeNodeDraft,
  amount: { mean: number; sigma: number },
  at: EstimateRowPointer,
  place: ProductionPlace | null,
) {
  if (c.producers.has(node.id)) {
    c.b.link(
      { reaction: c.r, nodeId: node.id, amount: amount.mean },
      amount,
      at,
      phrase('footprints.hotSpot.rawMaterial', {
        name: node.name || node.cas || phrase('footprints.hotSpot.word.precursor'),
      }),
    );
  } else {
    materialTerm(
      c,
      {
        reaction: c.r,
        label: phrase('footprints.hotSpot.rawMaterial', {
          name: node.name || node.cas || phrase('footprints.hotSpot.word.precursor'),
        }),
        at,
      },
      amount,
      { name: node.name ?? '', cas: node.cas ?? '', place },
      { startingMaterial: true },
    );
  }
}

const WATER_CAS = '7732-18-5';
/** Water, by CAS number or by one of its names (the chemistry's or the library's): supplied by the network, never trucked. */
const isProcessWater = (c: ReactionContext, cas: string, name: string) =>
  normaliseCas(cas) === WATER_CAS ||
  findKnownSubstance(cas, name)?.cas === WATER_CAS ||
  (name !== '' && c.factors.byNameIn('material', name, GLOBAL)?.factor.key === WATER_CAS);

/**
 * The raw materials of a described reaction (issue #23 'Raw materials'): each line's production,
 * or the upstream reactions that make it, and its transport; the precursor assumed where the
 * list is empty.
 */
export function rawMaterialTerms(
  c: ReactionContext,
  entry: Row,
  rawRows: Row[],
  batch: Batch,
  recoveredBack: readonly number[],
) {
  const { b, r } = c;
  const rawFields = ['name', 'productionPlace', 'cas', 'molecularWeight', 'weightPerBatch'];
  // Raw materials (issue #23 'Raw materials').
  const precursorRow = rawRows[0] ?? {};
  rawRows.forEach((row, index) => {
    if (index > 0 && !isStarted(row, rawFields)) return;
    const at = pointer(r, 'carbonReactionRawMaterials', index);
    const name = text(row.name);
    const cas = text(row.cas);
    const place = placeOf(row.productionPlace);
    const given = positive(row.weightPerBatch);
    const node = routeNodeOf(c, row, index);
    let kgPerKg: number;
    let sigma = basicSigma.input;
    // Closed-loop recovery (recovery.ts): the solvent recovered in this process replaces virgin
    // solvent, never more than was bought.
    const back = given !== null ? Math.min(recoveredBack[index] ?? 0, given) : 0;
    if (given !== null) {
      kgPerKg = batch.per(given - back);
      batch.inputs += given;
      if (back > 0 && kgPerKg === 0) return;
    } else if (index === 0) {
      const assumed = assumedPrecursorPerKg(entry, row);
      kgPerKg = assumed.mean;
      sigma = ASSUMED_INPUT_SIGMA;
      b.gap('client', phrase('footprints.gap.precursorMissing', { how: assumed.how }), 'rawMaterials', at);
    } else {
      b.gap(
        'client',
        phrase('footprints.gap.rawNoWeight', {
          line: index + 1,
          name: name || cas || phrase('footprints.word.aRawMaterial'),
        }),
        'rawMaterials',
        at,
      );
      return;
    }
    if (place === null) {
      b.gap(
        'client',
        phrase('footprints.gap.rawNoPlace', {
          line: index + 1,
          name: name || cas || phrase('footprints.word.aRawMaterial'),
        }),
        'transport',
        at,
      );
    }
    if (node) precursorLine(c, node, { mean: kgPerKg, sigma }, at, place);
    else {
      materialTerm(
        c,
        {
          reaction: r,
          label:
            back > 0
              ? phrase('footprints.hotSpot.rawMaterialNet', {
                  name: name || cas || phrase('footprints.hotSpot.word.unnamed'),
                })
              : phrase('footprints.hotSpot.rawMaterial', {
                  name: name || cas || phrase('footprints.hotSpot.word.unnamed'),
                }),
          at,
        },
        { mean: kgPerKg, sigma },
        {
          name,
          cas,
          place,
          // A metal complex counts its metal from its molar mass (catalysts.ts).
          molarMass: positive(row.molecularWeight),
        },
      );
    }
    // Process water comes from the site's supply network: it is not trucked (method 2.0).
    if (!isProcessWater(c, cas, name)) {
      transportTerms(c, name || cas || phrase('footprints.word.aRawMaterial'), at, kgPerKg, place);
    }
  });
  if (rawRows.length === 0) {
    const at = pointer(r, 'carbonReactionRawMaterials', 0);
    const assumed = assumedPrecursorPerKg(entry, precursorRow);
    b.gap('client', phrase('footprints.gap.precursorMissing', { how: assumed.how }), 'rawMaterials', at);
    precursorLine(c, c.reaction.precursor, { mean: assumed.mean, sigma: ASSUMED_INPUT_SIGMA }, at, null);
    transportTerms(
      c,
      c.reaction.precursor.name || phrase('footprints.word.thePrecursor'),
      at,
      assumed.mean,
      null,
    );
  }
}
