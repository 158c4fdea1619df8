import {
  type EstimateRowPointer,
  type FootprintCategory,
  flattenTree,
  massBalanceEnums,
  type Phrase,
  type PhraseValue,
  phrase,
  type RouteReaction,
  routeReactions,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import { findKnownSubstance, normaliseCas } from '../chemistry';
import type { FactorIndex, FoundFactor } from '../factors/library';
import { factorName } from '../factors/starter-names';
import { ASSUMED_INPUT_SIGMA, basicSigma, UNKNOWN_PLACE_SIGMA } from '../pedigree';
import { geographiesOf, type ProductionPlace, transportDistances } from '../regions';
import { ModelBuilder, pointer, type TermInfo } from './builder';
import { isStarted, listOf, positive, quantity, type Row, roundedForMessage, rowOf, text } from './reading';
import { type FootprintPlant, plantName, type SiteIntensity, siteIntensity } from './site';
import type { Model } from './types';
import { type StreamKind, streamEmission } from './wastes';

/**
 * The method (issue #23; docs/methodology.md): reads a footprint's route tree and mass balance,
 * and the client's plants, into a model of terms per reaction, per kg of each reaction's
 * product. The analytic pass and the Monte Carlo then compute from the model.
 */

/** What the method reads: the footprint's document as stored (or as the form holds it) and the client's plants. */
export interface FootprintInput {
  document: {
    tree?: TreeNodeDraft | null;
    substances?: readonly unknown[] | null;
    /** Step 1's country of production, where no plant says where the product is made. */
    productionCountry?: string | null;
  };
  plants: readonly FootprintPlant[];
}

// ---- the method's assumptions (docs/methodology.md), each reported as a data gap where used ----

/** The molar yield assumed where the precursor's weight is missing. */
export const DEFAULT_YIELD = 0.8;
/** kg of precursor per kg of product where neither its weight nor the molecular weights are given. */
export const DEFAULT_PRECURSOR_PER_KG = 1.25;
/** kg of product one package holds, where the packaging type does not say. */
export const DEFAULT_PACKAGE_KG = 25;
/** The mass balance of a batch closes when inputs and outputs differ by at most this share. */
export const CLOSURE_TOLERANCE = 0.1;
/** kg of input per kg of product usual for a pharmaceutical step. */
export const PMI_RANGE = { min: 2, max: 200 } as const;
/** Round trip to the distiller, km, by distillation site (spec 001 §3 'Distillation site'). */
const distillationRoundTripKm: Record<string, number> = {
  'No distillation': 0,
  SameLocation: 0,
  LessThan200km: 200,
  LessThan1000km: 1_200,
  MoreThan1000km: 3_000,
};
/** σ of a default transport distance (distances per region are rough). */
const DISTANCE_SIGMA = 0.3;

const places = ['SameCountry', 'Europe', 'Asia', 'MiddleEast', 'America', 'DoNotKnow'];
const placeOf = (value: unknown): ProductionPlace | null => {
  const t = text(value);
  return places.includes(t) ? (t as ProductionPlace) : null;
};
const GLOBAL = [{ geography: 'GLO', distance: 0 }] as const;
/**
 * A weight from the batch records: σ of the client's own figures. A line's weight uncertainty is
 * drawn once, with its main term (its material, or its waste's own emissions); the line's other
 * terms (transport, treatment, end of life) take the same mean with no spread of their own, so
 * that a line costs one draw (decision 0030).
 */
const primaryAmount = (mean: number) => ({ mean, sigma: basicSigma.input });
const fixedAmount = (mean: number) => ({ mean, sigma: 0 });

/** Where a reaction is made: its plants (weighted), and the country regional factors are read for. */
interface Site {
  plants: { plant: FootprintPlant; weight: number }[];
  country: string | null;
}

export function buildModel(input: FootprintInput, factors: FactorIndex): Model {
  const tree = input.document.tree ?? null;
  const reactions = routeReactions(tree);
  const substances = listOf(input.document.substances);
  const plantsById = new Map(input.plants.map((p) => [p.id, p]));
  const b = new ModelBuilder(factors);

  const producers = new Map<string, number[]>();
  reactions.forEach((reaction, index) => {
    const list = producers.get(reaction.product.id) ?? [];
    list.push(index);
    producers.set(reaction.product.id, list);
  });
  const depth = new Map(tree ? flattenTree(tree).map((f) => [f.node.id, f.depth]) : []);
  const siteCounted = new Set<string>();
  const intensities = new Map<string, SiteIntensity>();
  const entries = reactions.map((reaction, index) => {
    const matched = substances.find((s) => text(rowOf(s).usedInReactionId) === reaction.id);
    return rowOf(matched ?? substances[index]);
  });
  const shares = reactions.map(() => 1);

  reactions.forEach((reaction, r) => {
    const entry = entries[r]!;
    const productBy = rowOf(entry.productBy);
    const site = siteOf(entry, reaction, plantsById, input.document.productionCountry ?? null);
    const firstForProduct = !siteCounted.has(reaction.product.id);
    if (!firstForProduct) {
      const first = producers.get(reaction.product.id)![0]!;
      if (producers.get(reaction.product.id)![1] === r) {
        b.warn(
          'SAME_PRODUCT_TWICE',
          r,
          phrase('footprints.warning.sameProductTwice', {
            reactions: {
              join: 'footprints.word.and',
              items: producers.get(reaction.product.id)!.map((i) => i + 1),
            },
            product: reaction.product.name || phrase('footprints.word.theSameProduct'),
            first: first + 1,
          }),
        );
      }
    }
    siteCounted.add(reaction.product.id);
    const weight = positive(entry.weightPerBatch);
    const described = entry.dataUnknown !== true && weight !== null && Object.keys(entry).length > 0;
    const context: ReactionContext = { b, factors, r, reaction, site, producers, depth };

    if (!described) {
      undescribedReaction(context, entry);
    } else {
      describedReaction(context, entry, productBy, weight);
      shares[r] = byProductShare(b, r, productBy, weight);
    }
    if (firstForProduct) {
      siteTerms(context, text(productBy.processType), intensities, plantsById, entry);
      if (described) packagingTerms(context, productBy);
    }
  });

  const order = reactions
    .map((reaction, index) => ({ index, depth: depth.get(reaction.product.id) ?? 0 }))
    .sort((x, y) => y.depth - x.depth || x.index - y.index)
    .map((x) => x.index);

  return {
    variables: b.variables,
    terms: b.terms,
    links: b.links,
    reactions: reactions.map((reaction, index) => ({
      index,
      name: reaction.product.name || `Reaction ${index + 1}`,
      productId: reaction.product.id,
      share: shares[index]!,
    })),
    rootId: tree?.id ?? '',
    producers,
    order,
    dataGaps: b.dataGaps,
    warnings: b.warnings,
  };
}

interface ReactionContext {
  b: ModelBuilder;
  factors: FactorIndex;
  /** 0-based reaction index. */
  r: number;
  reaction: RouteReaction;
  site: Site;
  producers: Map<string, number[]>;
  depth: Map<string, number>;
}

/** The production site of a reaction (spec 001 §3), else step 5's plant, else the tree's manufacturers. */
function siteOf(
  entry: Row,
  reaction: RouteReaction,
  plantsById: Map<string, FootprintPlant>,
  productionCountry: string | null,
): Site {
  const named = text(rowOf(entry.productBy).carbonReactionProductionSites) || text(entry.linkedWithPlant);
  const plant = named ? plantsById.get(named) : undefined;
  if (plant) return { plants: [{ plant, weight: 1 }], country: plant.countryId ?? productionCountry };
  const manufacturers = (reaction.product.manufacturers ?? []).map((m) => ({
    plant: m.plantId ? plantsById.get(m.plantId) : undefined,
    percentage: Number(m.percentage),
    countryId: m.countryId ?? null,
  }));
  const withPlants = manufacturers.filter(
    (m): m is typeof m & { plant: FootprintPlant } => m.plant !== undefined && m.percentage > 0,
  );
  const total = withPlants.reduce((sum, m) => sum + m.percentage, 0);
  const plants = withPlants.map((m) => ({ plant: m.plant, weight: m.percentage / total }));
  const country =
    plants[0]?.plant.countryId ?? manufacturers.find((m) => m.countryId)?.countryId ?? productionCountry;
  return { plants, country: country || null };
}

/**
 * A raw material's production factor: the library by CAS, then by name, in the geographies of
 * its place of production; else a class default with a wide spread (issue #23).
 */
function materialFactor(
  c: ReactionContext,
  { name, cas, place }: { name: string; cas: string; place: ProductionPlace | null },
  { startingMaterial = false } = {},
): { found: FoundFactor; category: FootprintCategory; isDefault: boolean; unknownPlace: boolean } {
  const known = findKnownSubstance(cas, name);
  const category: FootprintCategory = known?.isSolvent ? 'solvents' : 'rawMaterials';
  const unknownPlace = place === 'DoNotKnow' || place === null;
  const geographies = geographiesOf(unknownPlace ? 'DoNotKnow' : place, c.site.country);
  const found =
    c.factors.find('material', { key: cas || known?.cas, name }, geographies) ??
    (known && known.name !== name
      ? c.factors.find('material', { name: known.name }, geographies)
      : undefined);
  if (found) return { found, category, isDefault: false, unknownPlace };
  const classKey = startingMaterial
    ? 'fine-chemical'
    : known?.isSolvent
      ? 'solvent'
      : known && !known.burns
        ? 'inorganic-chemical'
        : 'organic-chemical';
  const fallback = c.factors.byKeyIn('class-default', classKey, GLOBAL);
  if (!fallback) throw new Error(`The factor library has no class default ${classKey}`);
  return { found: fallback, category, isDefault: true, unknownPlace };
}

/** Adds a material's production term, reporting a class default as a gap. */
function materialTerm(
  c: ReactionContext,
  info: Omit<TermInfo, 'category'>,
  amount: { mean: number; sigma: number },
  material: { name: string; cas: string; place: ProductionPlace | null },
  { startingMaterial = false, credit = false } = {},
) {
  const m = materialFactor(c, material, { startingMaterial });
  const extraSigma = m.unknownPlace ? UNKNOWN_PLACE_SIGMA : 0;
  c.b.addFactorTerm(
    { ...info, category: m.category },
    { mean: credit ? -amount.mean : amount.mean, sigma: amount.sigma },
    m.found,
    'kg',
    { extraSigma },
  );
  // A credit's default is reported once, on the row the solvent is bought in.
  if (m.isDefault && !credit) {
    c.b.gap(
      phrase('footprints.gap.noFactor', {
        material: material.name || material.cas || phrase('footprints.word.thisMaterial'),
        cas: material.cas ? ` (${material.cas})` : '',
        // The class default's name, said in the reader's language (a starter row, issue #27).
        factor: factorName(m.found.factor),
      }),
      m.category,
      info.at,
    );
  }
  return m;
}

/** Road and sea legs from a place of production to the site (issue #23 'Transport'). */
function transportTerms(
  c: ReactionContext,
  what: PhraseValue,
  at: EstimateRowPointer,
  kgPerKgProduct: number,
  place: ProductionPlace | null,
) {
  const distances = transportDistances(place ?? 'DoNotKnow', c.site.country);
  const sigma =
    place === null || place === 'DoNotKnow' || distances.assumed ? ASSUMED_INPUT_SIGMA : DISTANCE_SIGMA;
  const legs = [
    ['road', distances.roadKm],
    ['sea', distances.seaKm],
  ] as const;
  for (const [mode, km] of legs) {
    if (km <= 0) continue;
    const freight = c.factors.byKeyIn('freight', mode, GLOBAL);
    if (!freight) continue;
    c.b.addFactorTerm(
      {
        reaction: c.r,
        category: 'transport',
        label: phrase('footprints.hotSpot.transport', {
          what,
          mode: phrase(`footprints.hotSpot.mode.${mode}`),
          // Rounded as formatNumber rounds, written as the reader's language writes numbers.
          km: roundedForMessage(km),
          place: phrase(`footprints.hotSpot.place.${place ?? 'DoNotKnow'}`),
        }),
        at,
      },
      // The line's weight uncertainty is drawn with its main term; the distance's spread goes with
      // the freight factor, one variable per mode and spread, shared by every line of the class.
      fixedAmount((kgPerKgProduct / 1_000) * km),
      freight,
      'tkm',
      { extraSigma: sigma },
    );
  }
}

/** The tree node a raw material is, when upstream reactions of the route make it (by CAS, else by name). */
function routeNodeOf(c: ReactionContext, row: Row, index: number): TreeNodeDraft | undefined {
  if (index === 0) return c.reaction.precursor;
  const cas = text(row.cas);
  const name = text(row.name).toLowerCase();
  const below = flattenTree(c.reaction.precursor).map((f) => f.node);
  const made = below.filter((node) => c.producers.has(node.id));
  return (
    (cas ? made.find((node) => node.cas && normaliseCas(node.cas) === normaliseCas(cas)) : undefined) ??
    (name ? made.find((node) => (node.name ?? '').trim().toLowerCase() === name) : undefined)
  );
}

/** The precursor's weight per kg of product where the row does not give it: from the molecular weights, else a default. */
function assumedPrecursorPerKg(entry: Row, precursorRow: Row): { mean: number; how: Phrase } {
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
function precursorLine(
  c: ReactionContext,
  node: TreeNodeDraft,
  amount: { mean: number; sigma: number },
  at: EstimateRowPointer,
  place: ProductionPlace | null,
) {
  if (c.producers.has(node.id)) {
    c.b.link({ reaction: c.r, nodeId: node.id, amount: amount.mean, amountSigma: amount.sigma });
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

function describedReaction(c: ReactionContext, entry: Row, productBy: Row, weight: number) {
  const { b, r } = c;
  const per = (kg: number) => kg / weight;
  const rawFields = ['name', 'productionPlace', 'cas', 'molecularWeight', 'weightPerBatch'];
  const rawRows = listOf(productBy.carbonReactionRawMaterials).map(rowOf);
  let inputs = 0;
  let outputs = weight;
  let hasOutputLines = false;

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
    if (given !== null) {
      kgPerKg = per(given);
      inputs += given;
    } else if (index === 0) {
      const assumed = assumedPrecursorPerKg(entry, row);
      kgPerKg = assumed.mean;
      sigma = ASSUMED_INPUT_SIGMA;
      b.gap(phrase('footprints.gap.precursorMissing', { how: assumed.how }), 'rawMaterials', at);
    } else {
      b.gap(
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
          label: phrase('footprints.hotSpot.rawMaterial', {
            name: name || cas || phrase('footprints.hotSpot.word.unnamed'),
          }),
          at,
        },
        { mean: kgPerKg, sigma },
        {
          name,
          cas,
          place,
        },
      );
    }
    transportTerms(c, name || cas || phrase('footprints.word.aRawMaterial'), at, kgPerKg, place);
  });
  if (rawRows.length === 0) {
    const at = pointer(r, 'carbonReactionRawMaterials', 0);
    const assumed = assumedPrecursorPerKg(entry, precursorRow);
    b.gap(phrase('footprints.gap.precursorMissing', { how: assumed.how }), 'rawMaterials', at);
    precursorLine(c, c.reaction.precursor, { mean: assumed.mean, sigma: ASSUMED_INPUT_SIGMA }, at, null);
    transportTerms(
      c,
      c.reaction.precursor.name || phrase('footprints.word.thePrecursor'),
      at,
      assumed.mean,
      null,
    );
  }

  // Solvent recycling: the recovered weight replaces virgin solvent, for the energy of its
  // distillation and its transport to the distiller and back (issue #23 'Solvent recycling').
  listOf(productBy.carbonReactionSolventRecyclings)
    .map(rowOf)
    .forEach((row, index) => {
      if (!isStarted(row, ['solventName', 'distillationSite', 'recoveredWeightPerBatch'])) return;
      const at = pointer(r, 'carbonReactionSolventRecyclings', index);
      const name = text(row.solventName);
      const recovered = positive(row.recoveredWeightPerBatch);
      if (recovered === null) {
        b.gap(
          phrase('footprints.gap.recycledNoWeight', {
            line: index + 1,
            name: name || phrase('footprints.word.aSolvent'),
          }),
          'solvents',
          at,
        );
        return;
      }
      hasOutputLines = true;
      outputs += recovered;
      // The solvent as the raw materials list it gives its CAS number and place.
      const asBought = rawRows.find(
        (raw) => name !== '' && text(raw.name).toLowerCase() === name.toLowerCase(),
      );
      const material = {
        name,
        cas: asBought ? text(asBought.cas) : '',
        place: asBought ? placeOf(asBought.productionPlace) : 'DoNotKnow',
      } as const;
      const kgPerKg = per(recovered);
      materialTerm(
        c,
        {
          reaction: r,
          label: phrase('footprints.hotSpot.recovered', {
            name: name || phrase('footprints.hotSpot.word.solvent'),
          }),
          at,
        },
        primaryAmount(kgPerKg),
        material,
        { credit: true },
      );
      let siteClass = text(row.distillationSite);
      if (!(siteClass in distillationRoundTripKm)) {
        b.gap(
          phrase('footprints.gap.recycledNoSite', {
            line: index + 1,
            name: name || phrase('footprints.word.aSolvent'),
          }),
          'solvents',
          at,
        );
        siteClass = 'LessThan1000km';
      }
      if (siteClass !== 'No distillation') {
        const distillation = c.factors.byKeyIn('distillation', 'distillation', GLOBAL);
        if (distillation) {
          b.addFactorTerm(
            {
              reaction: r,
              category: 'solvents',
              label: phrase('footprints.hotSpot.distillation', {
                name: name || phrase('footprints.hotSpot.word.solvent'),
              }),
              at,
            },
            fixedAmount(kgPerKg),
            distillation,
            'kg',
          );
        }
      }
      const km = distillationRoundTripKm[siteClass]!;
      const road = c.factors.byKeyIn('freight', 'road', GLOBAL);
      if (km > 0 && road) {
        b.addFactorTerm(
          {
            reaction: r,
            category: 'transport',
            label: phrase('footprints.hotSpot.distillerTransport', {
              name: name || phrase('footprints.hotSpot.word.solvent'),
              km: roundedForMessage(km),
            }),
            at,
          },
          fixedAmount((kgPerKg / 1_000) * km),
          road,
          'tkm',
          { extraSigma: DISTANCE_SIGMA },
        );
      }
    });

  // Cleanings: per batch, the solvent's production and end of life (issue #23 'Cleanings').
  listOf(productBy.carbonReactionCleanings)
    .map(rowOf)
    .forEach((row, index) => {
      const fields = [
        'solventName',
        'productionPlace',
        'cas',
        'quantityPerCleaning',
        'numberOfBatchesBetweenEachCleaning',
      ];
      if (!isStarted(row, fields)) return;
      const at = pointer(r, 'carbonReactionCleanings', index);
      const name = text(row.solventName);
      const cas = text(row.cas);
      const place = placeOf(row.productionPlace);
      const perCleaning = positive(row.quantityPerCleaning);
      if (perCleaning === null) {
        b.gap(
          phrase('footprints.gap.cleaningNoQuantity', {
            line: index + 1,
            name: name || phrase('footprints.word.aSolvent'),
          }),
          'solvents',
          at,
        );
        return;
      }
      let batches = positive(row.numberOfBatchesBetweenEachCleaning);
      if (batches === null) {
        b.gap(phrase('footprints.gap.cleaningNoBatches', { line: index + 1 }), 'solvents', at);
        batches = 1;
      }
      const kgPerKg = per(perCleaning / batches);
      materialTerm(
        c,
        {
          reaction: r,
          label: phrase('footprints.hotSpot.cleaningSolvent', {
            name: name || cas || phrase('footprints.hotSpot.word.unnamed'),
          }),
          at,
        },
        primaryAmount(kgPerKg),
        {
          name,
          cas,
          place,
        },
      );
      const known = findKnownSubstance(cas, name);
      const eol = known ? c.factors.byKeyIn('end-of-life', known.cas, GLOBAL) : undefined;
      if (eol) {
        b.addFactorTerm(
          {
            reaction: r,
            category: 'wasteTreatment',
            label: phrase('footprints.hotSpot.cleaningIncineration', { name: name || cas }),
            at,
          },
          fixedAmount(kgPerKg),
          eol,
          'kg',
        );
      } else if (!known || known.burns) {
        const stream = streamEmission('organic', '', c.factors);
        b.addComputedTerm(
          {
            reaction: r,
            category: 'wasteTreatment',
            label: phrase('footprints.hotSpot.cleaningIncineration', { name: name || cas || '' }),
            at,
          },
          fixedAmount(kgPerKg),
          {
            mean: stream.perKg,
            sigma: stream.sigma,
            source: stream.source,
            quality: { technological: 4, geographical: 1, temporal: 1, reliability: 4 },
          },
        );
        b.gap(
          phrase('footprints.gap.cleaningUnknownSubstance', {
            line: index + 1,
            name: name || cas || phrase('footprints.word.theCleaningSolvent'),
          }),
          'wasteTreatment',
          at,
        );
      }
      transportTerms(
        c,
        name || cas || phrase('footprints.hotSpot.word.aCleaningSolvent'),
        at,
        kgPerKg,
        place,
      );
    });

  // Wastes (issue #23 'Wastes').
  const wasteLists: [
    StreamKind,
    'carbonReactionAqueousWastes' | 'carbonReactionOrganicWastes' | 'carbonReactionGasWastes',
  ][] = [
    ['aqueous', 'carbonReactionAqueousWastes'],
    ['organic', 'carbonReactionOrganicWastes'],
    ['gas', 'carbonReactionGasWastes'],
  ];
  for (const [kind, key] of wasteLists) {
    listOf(productBy[key])
      .map(rowOf)
      .forEach((row, index) => {
        if (!isStarted(row, ['roughComposition', 'type', 'weightPerBatch'])) return;
        const at = pointer(r, key, index);
        const kg = positive(row.weightPerBatch);
        const composition = text(row.roughComposition);
        if (kg === null) {
          b.gap(
            phrase('footprints.gap.wasteNoWeight', {
              line: index + 1,
              kind: phrase(`footprints.word.${kind}`),
              composition: composition ? `'${composition}' ` : '',
            }),
            'wasteTreatment',
            at,
          );
          return;
        }
        hasOutputLines = true;
        outputs += kg;
        wasteTerms(c, kind, row, at, index, per(kg));
      });
  }

  // By-product mass counts as an output of the batch.
  const byProduct = positive(productBy.byProductsWeightPerBatch);
  if (byProduct !== null) outputs += byProduct;

  plausibility(c, entry, rawRows, { weight, inputs, outputs, hasOutputLines });
}

/** The treatments of a waste line, each named by a catalogue word in the hot spots' labels. */
const treatments = [
  'PhysicoChemicalStation',
  'BioStation',
  'Incineration',
  'Sewer',
  'Filtration',
  'NoTreatment',
  'DoNotKnow',
] as const;
type Treatment = (typeof treatments)[number];
const isTreatment = (value: string): value is Treatment => (treatments as readonly string[]).includes(value);

function wasteTerms(
  c: ReactionContext,
  kind: StreamKind,
  row: Row,
  at: EstimateRowPointer,
  index: number,
  kgPerKg: number,
) {
  const { b, r } = c;
  const composition = text(row.roughComposition);
  const typed = text(row.type);
  let treatment: Treatment = 'DoNotKnow';
  if (isTreatment(typed)) treatment = typed;
  else {
    b.gap(
      phrase('footprints.gap.wasteNoTreatment', { line: index + 1, kind: phrase(`footprints.word.${kind}`) }),
      'wasteTreatment',
      at,
    );
  }
  const unknown = treatment === 'DoNotKnow';
  const what = phrase(`footprints.hotSpot.waste.${kind}`, {
    composition: composition ? ` '${composition}'` : '',
    treatment: phrase(`footprints.hotSpot.treatment.${treatment}`),
  });
  const emission = streamEmission(kind, composition, c.factors);
  if (!emission.fromComposition) {
    b.gap(
      phrase('footprints.gap.wasteUnknownComposition', {
        line: index + 1,
        kind: phrase(`footprints.word.${kind}`),
      }),
      'wasteTreatment',
      at,
    );
  }
  if (unknown) {
    b.gap(
      phrase('footprints.gap.wasteUnknownTreatment', {
        line: index + 1,
        kind: phrase(`footprints.word.${kind}`),
      }),
      'wasteTreatment',
      at,
    );
  }
  const amount = { mean: kgPerKg, sigma: basicSigma.input };
  const extra = unknown ? UNKNOWN_PLACE_SIGMA : 0;
  if (emission.perKg > 0) {
    b.addComputedTerm(
      { reaction: r, category: 'wasteTreatment', label: what, at, primary: emission.fromComposition },
      amount,
      {
        mean: emission.perKg,
        sigma: Math.hypot(emission.sigma, extra),
        source: emission.source,
        quality: emission.fromComposition
          ? { technological: 2, geographical: 1, temporal: 1, reliability: 2 }
          : { technological: 4, geographical: 1, temporal: 1, reliability: 4 },
      },
    );
  }
  // The treatment itself: energy, chemicals, and for an incinerated aqueous stream the fuel that
  // evaporates its water. 'Do not know' takes incineration, the most emitting.
  const processes: string[] =
    kind === 'gas'
      ? []
      : kind === 'organic'
        ? ['incineration']
        : treatment === 'BioStation'
          ? ['biological-station']
          : treatment === 'PhysicoChemicalStation'
            ? ['physico-chemical-station']
            : treatment === 'Sewer'
              ? ['sewer']
              : ['incineration', 'aqueous-incineration'];
  for (const key of processes) {
    const found = c.factors.byKeyIn('waste-treatment', key, GLOBAL);
    if (found) {
      b.addFactorTerm(
        {
          reaction: r,
          category: 'wasteTreatment',
          label: phrase('footprints.hotSpot.wasteTreatment', { waste: what }),
          at,
        },
        fixedAmount(kgPerKg),
        found,
        'kg',
        {
          extraSigma: extra,
        },
      );
    }
  }
}

/** Mass allocation between the product and its by-product (issue #23 'By-products'; docs/methodology.md). */
function byProductShare(b: ModelBuilder, r: number, productBy: Row, weight: number): number {
  const fields = ['byProductsName', 'byProductsCas', 'byProductsMolecularWeight', 'byProductsWeightPerBatch'];
  const byProduct = positive(productBy.byProductsWeightPerBatch);
  if (byProduct === null) {
    if (isStarted(productBy, fields) && quantity(productBy.byProductsWeightPerBatch) === null) {
      b.gap(
        phrase('footprints.gap.byProductNoWeight', { name: text(productBy.byProductsName) || '' }),
        null,
        pointer(r, 'byProduct'),
      );
    }
    return 1;
  }
  return weight / (weight + byProduct);
}

/** Packaging: the weight per package × its material's factor, per kg of product (issue #23 'Packaging'). */
function packagingTerms(c: ReactionContext, productBy: Row) {
  const { b, r } = c;
  if (!isStarted(productBy, ['packagingType', 'packagingMaterial', 'packagingWeightPerPackage'])) return;
  const at = pointer(r, 'packaging');
  const packageKg = positive(productBy.packagingWeightPerPackage);
  const material = text(productBy.packagingMaterial);
  const type = text(productBy.packagingType);
  if (packageKg === null) {
    b.gap(phrase('footprints.gap.packagingNoWeight'), 'packaging', at);
    return;
  }
  const holds = /(\d+(?:[.,]\d+)?)\s*(kg|kilo|l\b|litre|liter)/i.exec(type);
  const productPerPackage = holds ? Number(holds[1]!.replace(',', '.')) : null;
  if (!productPerPackage) {
    b.gap(phrase('footprints.gap.packagingNoHolding', { kg: DEFAULT_PACKAGE_KG }), 'packaging', at);
  }
  const found =
    c.factors.mentionedIn('packaging', `${material} ${type}`) !== undefined
      ? { factor: c.factors.mentionedIn('packaging', `${material} ${type}`)!, distance: 0 }
      : c.factors.byKeyIn('class-default', 'packaging-material', GLOBAL);
  if (!found) return;
  if (found.factor.kind === 'class-default') {
    b.gap(phrase('footprints.gap.packagingMaterialDefault', { material }), 'packaging', at);
  }
  b.addFactorTerm(
    {
      reaction: r,
      category: 'packaging',
      label: phrase('footprints.hotSpot.packaging', {
        what: [type, material].filter(Boolean).join(', ') || phrase('footprints.hotSpot.word.unnamed'),
      }),
      at,
    },
    {
      mean: packageKg / (productPerPackage ?? DEFAULT_PACKAGE_KG),
      sigma: productPerPackage ? basicSigma.input : ASSUMED_INPUT_SIGMA,
    },
    found,
    'kg',
  );
}

/** The site's energy and direct emissions, per kg of product (issue #23 'Site'). */
function siteTerms(
  c: ReactionContext,
  processType: string,
  intensities: Map<string, SiteIntensity>,
  plantsById: Map<string, FootprintPlant>,
  entry: Row,
) {
  const { b, r } = c;
  const at = pointer(r, 'productionSite');
  const known = massBalanceEnums.processType.find((type) => type === processType);
  const process = known ?? 'Other';
  // The step's kind as the mass-balance form names it ('Chemical reaction', 'Réaction chimique'), not its code.
  const processName = phrase(`footprints.mb.option.${process}`);
  const siteDefault = (weight: number, why: Phrase, plantId?: string) => {
    const found = c.factors.byKeyIn('site-default', process, GLOBAL);
    if (!found) return;
    b.addFactorTerm(
      {
        reaction: r,
        category: 'siteEnergy',
        label: phrase('footprints.hotSpot.siteDefault', { process: processName }),
        at,
      },
      { mean: weight, sigma: 0 },
      found,
      'kg',
    );
    b.gap(phrase('footprints.gap.siteDefault', { why, process: processName }), 'siteEnergy', at, plantId);
  };
  const named = text(rowOf(entry.productBy).carbonReactionProductionSites) || text(entry.linkedWithPlant);
  if (named && !plantsById.has(named)) {
    siteDefault(1, phrase('footprints.gap.site.notAPlant'), named);
    return;
  }
  if (c.site.plants.length === 0) {
    siteDefault(1, phrase('footprints.gap.site.noSite', { reaction: r + 1 }));
    return;
  }
  for (const { plant, weight } of c.site.plants) {
    let intensity = intensities.get(plant.id);
    if (!intensity) {
      intensity = siteIntensity(plant, c.factors);
      intensities.set(plant.id, intensity);
      if (intensity.ok) for (const note of intensity.notes) b.gap(note, 'siteEnergy', null, plant.id);
    }
    if (!intensity.ok) {
      siteDefault(weight, intensity.reason, plant.id);
      continue;
    }
    b.addComputedTerm(
      {
        reaction: r,
        category: 'siteEnergy',
        label:
          weight < 1
            ? phrase('footprints.hotSpot.siteShare', {
                plant: plantName(plant),
                percent: Math.round(weight * 100),
              })
            : phrase('footprints.hotSpot.site', { plant: plantName(plant) }),
        at,
        primary: true,
      },
      { mean: weight, sigma: 0 },
      {
        mean: intensity.mean,
        sigma: intensity.sigma,
        source: intensity.source,
        quality: intensity.quality,
        variableId: `plant|${plant.id}`,
      },
    );
  }
}

/** A reaction without its mass balance: default figures stand for it, reported as one gap. */
function undescribedReaction(c: ReactionContext, entry: Row) {
  const { b, r, reaction } = c;
  const at = pointer(r, 'reaction');
  const why =
    entry.dataUnknown === true
      ? phrase('footprints.gap.why.unknown')
      : Object.keys(entry).length === 0
        ? phrase('footprints.gap.why.empty')
        : phrase('footprints.gap.why.noWeight');
  b.gap(
    phrase('footprints.gap.undescribed', {
      reaction: r + 1,
      why,
      kg: DEFAULT_PRECURSOR_PER_KG,
      precursor: reaction.precursor.name || phrase('footprints.word.itsPrecursor'),
      product: reaction.product.name || phrase('footprints.word.product'),
    }),
    null,
    at,
  );
  precursorLine(
    c,
    reaction.precursor,
    { mean: DEFAULT_PRECURSOR_PER_KG, sigma: ASSUMED_INPUT_SIGMA },
    at,
    null,
  );
  const step = c.factors.byKeyIn('class-default', 'undescribed-step', GLOBAL);
  if (step) {
    b.addFactorTerm(
      {
        reaction: r,
        category: 'rawMaterials',
        label: phrase('footprints.hotSpot.undescribed', { reaction: r + 1 }),
        at,
      },
      { mean: 1, sigma: 0 },
      step,
      'kg',
    );
  }
}

/** Plausibility warnings (issue #23): balance closure, PMI, yield. */
function plausibility(
  c: ReactionContext,
  entry: Row,
  rawRows: Row[],
  {
    weight,
    inputs,
    outputs,
    hasOutputLines,
  }: { weight: number; inputs: number; outputs: number; hasOutputLines: boolean },
) {
  const { b, r } = c;
  if (inputs > 0 && hasOutputLines) {
    const gap = Math.abs(inputs - outputs) / inputs;
    if (gap > CLOSURE_TOLERANCE) {
      b.warn(
        'MASS_BALANCE_NOT_CLOSED',
        r,
        phrase('footprints.warning.massBalance', {
          reaction: r + 1,
          inputs: roundedForMessage(inputs),
          outputs: roundedForMessage(outputs),
          gap: Math.round(gap * 100),
          tolerance: CLOSURE_TOLERANCE * 100,
        }),
      );
    }
  }
  if (inputs > 0) {
    const pmi = inputs / weight;
    if (pmi < PMI_RANGE.min || pmi > PMI_RANGE.max) {
      b.warn(
        'PMI_OUT_OF_RANGE',
        r,
        phrase('footprints.warning.pmi', {
          reaction: r + 1,
          pmi: roundedForMessage(pmi),
          min: PMI_RANGE.min,
          max: PMI_RANGE.max,
        }),
      );
    }
  }
  const precursor = rawRows[0] ?? {};
  const productMw = positive(entry.molecularWeight);
  const precursorMw = positive(precursor.molecularWeight);
  const precursorKg = positive(precursor.weightPerBatch);
  if (productMw && precursorMw && precursorKg) {
    const molarYield = weight / productMw / (precursorKg / precursorMw);
    if (molarYield > 1) {
      b.warn(
        'YIELD_ABOVE_100',
        r,
        phrase('footprints.warning.yield', {
          reaction: r + 1,
          precursor: c.reaction.precursor.name || phrase('footprints.word.thePrecursor'),
          yield: Math.round(molarYield * 100),
        }),
      );
    }
  }
}
