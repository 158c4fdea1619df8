import { z } from 'zod';
import { en, type MessageKey } from '../i18n/en';
import type { Locale } from '../i18n/locales';
import { intlFor, type MessageArgs } from '../i18n/translate';
import { originFieldLabels } from '../labels/field-labels';
import {
  byProductFields,
  finishedProductFields,
  type MassBalanceField,
  mainPurificationField,
  massBalanceLists,
  packagingFields,
  processTypeField,
} from '../schemas/mass-balance';
import type { ProjectKind } from '../workflow/status';

/**
 * 'What changed' (issue #12): the differences between two versions of a project's document,
 * listed so that a client can check the provider's amendments in minutes and staff can read the
 * history version by version. Pure: the API compares stored versions with it, the screens read
 * its labels and paths.
 *
 * - Route tree nodes are matched by their id (spec 001 §3 'Tree node'): a node is added, removed,
 *   changed (its own fields), or moved (its parent changed). Manufacturers are matched by their
 *   place within the node (Manufacturer #1..3), field by field.
 * - A drug product's production countries are matched by country; its drug substances by place.
 * - Mass balances are matched by reaction (their place in `substances`) and, in each list, by line.
 * - Empty values (missing, null, '') are the same; 70 and '70' are the same.
 * - `wizardStep` is where the wizard stopped, not data: never a change.
 * - A change's place is a list of parts (issue #27): the catalogue's words, translated one by one
 *   before they are joined, and what someone typed (a step's name, an INN), shown as typed.
 */

export type ChangeValue = string | number | boolean | null;
export type ChangeType = 'added' | 'removed' | 'changed';

/**
 * One piece of a change's place: a catalogue message (`key`, with its values), or a text someone
 * typed or a field the forms do not know (`text`), never translated.
 */
export type ChangeLabelPart = { key: string; values?: Record<string, string | number> } | { text: string };

export interface DocumentChange {
  change: ChangeType;
  /**
   * Where, as the forms name fields: 'tree.children.0.manufacturers.1.percentage'. In the newer
   * document; in the older one for something removed.
   */
  path: string;
  /**
   * What a person reads, in English, e.g. 'Synthetic route › 4-aminophenol › Manufacturer #2 ›
   * Percentage': `labelParts` joined (changeLabelIn gives it in another language).
   */
  label: string;
  labelParts: ChangeLabelPart[];
  /**
   * `before` / `after` as parts, when they are a tree node's name (a node added, removed or moved):
   * 'Product' and 'Unnamed step' are catalogue words, said in the reader's language like the
   * place; a typed name stays as typed. `before` / `after` keep the English.
   */
  beforeParts?: ChangeLabelPart[];
  afterParts?: ChangeLabelPart[];
  /** The route tree node the change is in (tree changes only), for the editor to highlight it. */
  nodeId?: string;
  before: ChangeValue;
  after: ChangeValue;
}

const changeLabelPartsSchema = z.array(
  z.union([
    z.object({
      key: z.string(),
      values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
    z.object({ text: z.string() }),
  ]),
);

export const documentChangeSchema = z.object({
  change: z.enum(['added', 'removed', 'changed']),
  path: z.string(),
  label: z.string(),
  labelParts: changeLabelPartsSchema,
  beforeParts: changeLabelPartsSchema.optional(),
  afterParts: changeLabelPartsSchema.optional(),
  nodeId: z.string().optional(),
  before: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  after: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});

/**
 * At most this many changes are listed (a hostile document can hold hundreds of thousands of
 * mass-balance values); `total` still counts them all.
 */
export const MAX_LISTED_CHANGES = 500;

export interface DocumentChanges {
  changes: DocumentChange[];
  /** How many changes there are, listed or not. */
  total: number;
}

type Doc = Record<string, unknown>;
type Part = ChangeLabelPart;
/** A record's fields: the key, and its label (one part, or more: 'Finished product › Name'). */
type Fields = readonly (readonly [key: string, label: Part | readonly Part[]])[];
/** Where a change is: its path in the document and its place as a person reads it. */
type At = { path: string; parts: readonly Part[] };

const SEP = ' › ';

/** A catalogue message as a part of a change's place. */
function word<K extends MessageKey>(key: K, ...args: MessageArgs<K>): Part {
  const values = args[0] as Record<string, string | number> | undefined;
  return values ? { key, values } : { key };
}

/** What someone typed (a step's name, an INN, a country id), or a field the forms do not name. */
const typed = (text: string): Part => ({ text });

const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);

/**
 * A domain table's catalogue key (the mass balance's fields name theirs in schemas/mass-balance.ts)
 * as a part of a change's place. A key the catalogue does not hold fails at load, not on screen.
 */
function catalogueWord(key: string): Part {
  if (!isMessageKey(key)) throw new Error(`No catalogue message '${key}'`);
  return { key };
}

/** A change's place in a language: each part translated, then joined. */
export function changeLabelIn(locale: Locale, parts: readonly ChangeLabelPart[]): string {
  return parts
    .map((part) => {
      if (!('key' in part)) return part.text;
      if (!isMessageKey(part.key)) return part.key;
      return intlFor(locale).formatMessage({ id: part.key }, part.values, { ignoreTag: true });
    })
    .join(SEP);
}

const isRecord = (value: unknown): value is Doc =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const recordOf = (value: unknown): Doc => (isRecord(value) ? value : {});
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A value as a change shows it; objects and lists (unknown fields only) as JSON. */
function shownValue(value: unknown): ChangeValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

function same(a: ChangeValue, b: ChangeValue): boolean {
  if (a === null || b === null) return a === b;
  return String(a) === String(b);
}

class ChangeList {
  readonly changes: DocumentChange[] = [];
  total = 0;
  constructor(private readonly limit: number) {}

  /** Counts a change; lists it (its English label written now) while under the limit. */
  add(change: Omit<DocumentChange, 'label' | 'labelParts'> & { parts: readonly Part[] }): void {
    this.total += 1;
    if (this.changes.length >= this.limit) return;
    const { parts, ...rest } = change;
    this.changes.push({
      change: rest.change,
      path: rest.path,
      label: changeLabelIn('en', parts),
      labelParts: [...parts],
      ...(rest.beforeParts ? { beforeParts: rest.beforeParts } : {}),
      ...(rest.afterParts ? { afterParts: rest.afterParts } : {}),
      ...(rest.nodeId ? { nodeId: rest.nodeId } : {}),
      before: rest.before,
      after: rest.after,
    });
  }

  /** Adds a change whose old and new values are tree nodes' names: kept in English and as parts. */
  named(
    change: Omit<
      DocumentChange,
      'label' | 'labelParts' | 'before' | 'after' | 'beforeParts' | 'afterParts'
    > & {
      parts: readonly Part[];
      before: Part | null;
      after: Part | null;
    },
  ): void {
    const { before, after, ...rest } = change;
    this.add({
      ...rest,
      ...(before ? { beforeParts: [before] } : {}),
      ...(after ? { afterParts: [after] } : {}),
      before: before ? changeLabelIn('en', [before]) : null,
      after: after ? changeLabelIn('en', [after]) : null,
    });
  }

  /** Adds a change when the two values differ. */
  field(before: unknown, after: unknown, path: string, parts: readonly Part[], nodeId?: string): void {
    const b = shownValue(before);
    const a = shownValue(after);
    if (same(b, a)) return;
    const change: ChangeType = b === null ? 'added' : a === null ? 'removed' : 'changed';
    this.add({ change, path, parts, ...(nodeId ? { nodeId } : {}), before: b, after: a });
  }

  /** The listed fields of two records, then any field not listed and not `skip`, by name. */
  record(before: Doc, after: Doc, fields: Fields, at: At, skip: string[] = []) {
    const prefix = at.path ? `${at.path}.` : '';
    for (const [key, label] of fields) {
      this.field(before[key], after[key], `${prefix}${key}`, [...at.parts, ...[label].flat()]);
    }
    const known = new Set([...fields.map(([key]) => key), ...skip]);
    const others = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !known.has(k));
    for (const key of others.sort())
      this.field(before[key], after[key], `${prefix}${key}`, [...at.parts, typed(key)]);
  }
}

// ---- the documents' fields (spec 001 §3), under the names the forms show ----

const IGNORED = ['wizardStep'];

// The words are the catalogue's: the forms' own labels where they say the same, else
// labels.changes.* (i18n/areas/labels.ts).
const substanceFields: Fields = [
  ['inn', word('labels.inn')],
  ['cas', word('tree.casNumber')],
  ['codeHs', word('originField.drugProductCodeHs')],
  ['type', word('projectList.type')],
];

const originFields: Fields = (Object.keys(originFieldLabels) as (keyof typeof originFieldLabels)[]).map(
  (key) => [key, word(`originField.${key}`)] as const,
);

const originCountryLists: Fields = [
  ['productionCountriesDrugFormulation', word('labels.origin.formulationCountries')],
  ['productionCountriesPrimaryPackaging', word('labels.origin.packagingCountries')],
];

/** Spec 001 §3: the two contact fields are swapped on the wire; each is labelled by what it holds. */
const carbonFields: Fields = [
  ['name', word('tree.name')],
  ['cas', word('tree.casNumber')],
  ['reactionNumber', word('footprints.counters.total')],
  ['reactionNumberWithInformation', word('footprints.counters.with')],
  ['reactionNumberWithoutInformation', word('footprints.counters.without')],
  ['nameOfSupplier', word('footprints.firstPart.supplier')],
  ['productionCountry', word('footprints.firstPart.productionCountry')],
  ['reportDataContactPersonName', word('field.contactName')],
  ['reportDataContactPersonEmail', word('labels.changes.contactFunction')],
  ['reportDataContactPersonFunction', word('labels.changes.contactEmail')],
  ['reportDataProductUse', word('footprints.firstPart.productUse')],
  ['reportDataCompanyActivity', word('labels.changes.companyActivity')],
  ['reportDataProcessAndVolume', word('footprints.firstPart.annualVolume')],
  ['reportDataComments', word('footprints.firstPart.comments')],
  ['reportDataWrittenReport', word('labels.changes.writtenReport')],
  ['reportDataDownloadMolecularStructure', word('labels.changes.molecularStructureFile')],
  ['reportDataDownloadMolecularSyntheticRoute', word('labels.changes.syntheticRouteFile')],
  ['reportDataDownloadProcessFlowDiagram', word('labels.changes.processFlowDiagramFile')],
];

const nodeFields: Fields = [
  ['name', word('tree.name')],
  ['cas', word('tree.casNumber')],
  ['ce', word('labels.changes.ceNumber')],
  ['isolated', word('tree.isolated')],
  ['type', word('projectList.type')],
  ['transformationType', word('tree.transformationType')],
  ['otherStep', word('tree.otherStep')],
];
/** The root's name, CAS number and type are the product's (spec 001 §2), listed with the product. */
const ROOT_SYNCED = new Set(['name', 'cas', 'type']);

const manufacturerFields: Fields = [
  ['companyName', word('field.companyName')],
  ['countryId', word('tree.productionSiteCountry')],
  ['city', word('plants.city')],
  ['percentage', word('tree.percentage')],
];

/** A field table's labels as the forms show them (schemas/mass-balance.ts holds the one table). */
const labelsOf = (fields: readonly MassBalanceField[]): Fields =>
  fields.map((field) => [field.key, catalogueWord(field.labelKey)] as const);

const massBalanceFields: Fields = [
  ['usedInReactionId', word('labels.changes.usedInReaction')],
  ['linkedWithPlant', word('labels.changes.linkedPlant')],
  ...labelsOf(finishedProductFields).map(
    ([key, label]) => [key, [word('footprints.reaction.finishedProduct'), label].flat()] as const,
  ),
];

const productByFields: Fields = [
  ...labelsOf(byProductFields),
  ...labelsOf(packagingFields),
  ...labelsOf([processTypeField, mainPurificationField]),
  ['carbonReactionProductionSites', word('labels.changes.productionSite')],
];

/** The mass balance's lists (spec 001 §3 'Mass balance per reaction'), compared line by line. */
const productByLists: readonly (readonly [key: string, label: Part, fields: Fields])[] = massBalanceLists.map(
  (list) => [list.key, catalogueWord(list.titleKey), labelsOf(list.fields)] as const,
);

// ---- route trees ----

interface PlacedNode {
  node: Doc & { id: string };
  path: string;
  parentId: string | null;
}

const isNode = (value: unknown): value is Doc & { id: string } =>
  isRecord(value) && typeof value.id === 'string';

/** Every node by id, in reading order (pre-order), walked without recursion. */
function nodesById(root: unknown, rootPath: string): Map<string, PlacedNode> {
  const found = new Map<string, PlacedNode>();
  if (!isNode(root)) return found;
  const stack: PlacedNode[] = [{ node: root, path: rootPath, parentId: null }];
  while (stack.length > 0) {
    const placed = stack.pop()!;
    if (found.has(placed.node.id)) continue;
    found.set(placed.node.id, placed);
    const children = listOf(placed.node.children);
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (isNode(child))
        stack.push({ node: child, path: `${placed.path}.children.${i}`, parentId: placed.node.id });
    }
  }
  return found;
}

/** A node's name as typed, or the catalogue's 'Product' / 'Unnamed step'. */
function nodeName(node: Doc, isRoot: boolean): Part {
  for (const key of ['name', 'cas', 'otherStep']) {
    const value = node[key];
    if (typeof value === 'string' && value.trim()) return typed(value.trim());
  }
  return isRoot ? word('tree.product') : word('labels.changes.unnamedStep');
}

/** Spec 001 §2: chemical trees are synthetic route trees, the others production schemes. */
function treeLabel(root: unknown): Part {
  const type = isRecord(root) ? root.type : undefined;
  return type === 'BIOLOGIC' || type === 'NATURAL'
    ? word('tree.scheme.treeTitle')
    : word('labels.changes.syntheticRoute');
}

/** 'Pharma Synthèse, Lyon (FR), 70 %': a manufacturer block added or removed as a whole. */
function manufacturerSummary(block: Doc): ChangeValue {
  const text = (key: string) => (typeof block[key] === 'string' ? (block[key] as string).trim() : '');
  const city = text('city');
  const country = text('countryId');
  const place = city && country ? `${city} (${country})` : city || country;
  const percentage = shownValue(block.percentage);
  const parts = [text('companyName'), place, percentage === null ? '' : `${percentage} %`].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Spec 001 §2 tree dialog: 'Isolated' or 'Non isolated intermediate'. */
function nodeFieldValue(key: string, value: unknown): unknown {
  if (key !== 'isolated' || typeof value !== 'boolean') return value;
  return value ? 'Isolated' : 'Non isolated intermediate';
}

function manufacturerChanges(
  out: ChangeList,
  before: unknown[],
  after: unknown[],
  at: At & { nodeId: string },
): void {
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    const path = `${at.path}.manufacturers.${i}`;
    const parts = [...at.parts, word('tree.manufacturer', { number: String(i + 1) })];
    const b = before[i];
    const a = after[i];
    if (!isRecord(a) || !isRecord(b)) {
      const summary = manufacturerSummary(recordOf(a ?? b));
      if (isRecord(a) || isRecord(b))
        out.add({
          change: isRecord(a) ? 'added' : 'removed',
          path,
          parts,
          nodeId: at.nodeId,
          before: isRecord(a) ? null : summary,
          after: isRecord(a) ? summary : null,
        });
      continue;
    }
    let identityChanged = false;
    for (const [key, fieldLabel] of manufacturerFields) {
      const differs = !same(shownValue(b[key]), shownValue(a[key]));
      if (differs && key !== 'percentage') identityChanged = true;
      out.field(b[key], a[key], `${path}.${key}`, [...parts, ...[fieldLabel].flat()], at.nodeId);
    }
    // Another plant with the same company, city and country (another reporting year, say).
    if (!identityChanged)
      out.field(b.plantId, a.plantId, `${path}.plantId`, [...parts, word('labels.changes.plant')], at.nodeId);
  }
}

function treeChanges(out: ChangeList, before: unknown, after: unknown, at: At) {
  const label = [...at.parts, treeLabel(after ?? before)];
  const old = nodesById(before, at.path);
  const now = nodesById(after, at.path);
  const nameOf = (nodes: Map<string, PlacedNode>, id: string | null) => {
    const placed = id === null ? undefined : nodes.get(id);
    return placed ? nodeName(placed.node, placed.parentId === null) : null;
  };

  for (const [id, placed] of now) {
    const isRoot = placed.parentId === null;
    const nodeLabel = [...label, nodeName(placed.node, isRoot)];
    const previous = old.get(id);
    const manufacturers = listOf(placed.node.manufacturers);
    if (!previous) {
      out.named({
        change: 'added',
        path: placed.path,
        parts: nodeLabel,
        nodeId: id,
        before: null,
        after: nodeName(placed.node, isRoot),
      });
      manufacturerChanges(out, [], manufacturers, { path: placed.path, parts: nodeLabel, nodeId: id });
      continue;
    }
    for (const [key, fieldLabel] of nodeFields) {
      if (isRoot && ROOT_SYNCED.has(key)) continue;
      out.field(
        nodeFieldValue(key, previous.node[key]),
        nodeFieldValue(key, placed.node[key]),
        `${placed.path}.${key}`,
        [...nodeLabel, ...[fieldLabel].flat()],
        id,
      );
    }
    if (previous.parentId !== placed.parentId && !isRoot) {
      out.named({
        change: 'changed',
        path: placed.path,
        parts: [...nodeLabel, word('labels.changes.precursorOf')],
        nodeId: id,
        before: nameOf(old, previous.parentId),
        after: nameOf(now, placed.parentId),
      });
    }
    manufacturerChanges(out, listOf(previous.node.manufacturers), manufacturers, {
      path: placed.path,
      parts: nodeLabel,
      nodeId: id,
    });
    if (isRoot)
      listChanges(out, previous.node.plants, placed.node.plants, `${placed.path}.plants`, [
        ...nodeLabel,
        word('labels.changes.plants'),
      ]);
  }
  for (const [id, placed] of old) {
    if (now.has(id)) continue;
    const isRoot = placed.parentId === null;
    out.named({
      change: 'removed',
      path: placed.path,
      parts: [...label, nodeName(placed.node, isRoot)],
      nodeId: id,
      before: nodeName(placed.node, isRoot),
      after: null,
    });
  }
}

// ---- lists ----

/** A list of plain values (plant ids) compared as a set. */
function listChanges(out: ChangeList, before: unknown, after: unknown, path: string, parts: readonly Part[]) {
  const b = listOf(before).map((value) => shownValue(value));
  const a = listOf(after).map((value) => shownValue(value));
  a.forEach((value, index) => {
    if (value !== null && !b.some((v) => same(v, value)))
      out.add({ change: 'added', path: `${path}.${index}`, parts, before: null, after: value });
  });
  b.forEach((value, index) => {
    if (value !== null && !a.some((v) => same(v, value)))
      out.add({ change: 'removed', path: `${path}.${index}`, parts, before: value, after: null });
  });
}

/** A drug product's production countries (spec 001 §3), matched by country. */
function countryShareChanges(
  out: ChangeList,
  before: unknown,
  after: unknown,
  path: string,
  label: Part | readonly Part[],
) {
  const byCountry = (list: unknown) =>
    new Map(
      listOf(list).map((entry, index) => {
        const country = recordOf(entry).countryId;
        const key = typeof country === 'string' && country.trim() ? country.trim() : `#${index + 1}`;
        return [key, { percentage: recordOf(entry).percentage, index }] as const;
      }),
    );
  const old = byCountry(before);
  const now = byCountry(after);
  for (const [country, entry] of now) {
    const previous = old.get(country);
    const at = {
      path: `${path}.${entry.index}.percentage`,
      parts: [...[label].flat(), typed(country), word('tree.percentage')],
    };
    if (previous) out.field(previous.percentage, entry.percentage, at.path, at.parts);
    else out.add({ change: 'added', ...at, before: null, after: shownValue(entry.percentage) });
  }
  for (const [country, entry] of old) {
    if (now.has(country)) continue;
    out.add({
      change: 'removed',
      path: `${path}.${entry.index}.percentage`,
      parts: [...[label].flat(), typed(country), word('tree.percentage')],
      before: shownValue(entry.percentage),
      after: null,
    });
  }
}

/** The mass balance of a footprint's second part, reaction by reaction and line by line. */
function massBalanceChanges(out: ChangeList, before: unknown, after: unknown) {
  const old = listOf(before);
  const now = listOf(after);
  for (let i = 0; i < Math.max(old.length, now.length); i++) {
    const at = {
      path: `substances.${i}`,
      parts: [word('labels.changes.massBalance'), word('labels.changes.reaction', { number: String(i + 1) })],
    };
    const b = recordOf(old[i]);
    const a = recordOf(now[i]);
    out.record(b, a, massBalanceFields, at, ['productBy']);
    const pb = recordOf(b.productBy);
    const pa = recordOf(a.productBy);
    const lists = productByLists.map(([key]) => key);
    out.record(pb, pa, productByFields, { path: `${at.path}.productBy`, parts: at.parts }, lists);
    for (const [key, listLabel, fields] of productByLists) {
      const lb = listOf(pb[key]);
      const la = listOf(pa[key]);
      for (let j = 0; j < Math.max(lb.length, la.length); j++) {
        out.record(recordOf(lb[j]), recordOf(la[j]), fields, {
          path: `${at.path}.productBy.${key}.${j}`,
          parts: [...at.parts, ...[listLabel].flat(), word('labels.changes.line', { number: String(j + 1) })],
        });
      }
    }
  }
}

// ---- a medicine footprint study (issue #37) ----

const medicineFields: Fields = [
  ['name', word('medicineStudy.medicine.name')],
  ['cis', word('medicineStudy.medicine.cis')],
  ['form', word('medicineStudy.medicine.form')],
  ['unitsPerBox', word('medicineStudy.medicine.unitsPerBox')],
  ['plantId', word('medicineStudy.manufacturing.plant')],
  ['energyKWhPer1000Units', word('medicineStudy.manufacturing.energy')],
  ['coldChain', word('medicineStudy.transport.coldChain')],
];

/** The study's lists, matched row by row (their place), with the fields each row holds. */
const medicineLists: readonly (readonly [string, MessageKey, Fields])[] = [
  [
    'actives',
    'medicineStudy.actives.item',
    [
      ['name', word('medicineStudy.rows.name')],
      ['cas', word('medicineStudy.rows.cas')],
      ['mgPerUnit', word('medicineStudy.rows.mgPerUnit')],
      ['carbonFootprintId', word('medicineStudy.actives.footprint')],
      ['valueKgPerKg', word('medicineStudy.actives.value')],
      ['uncertainty', word('medicineStudy.actives.uncertainty')],
      ['source', word('medicineStudy.actives.source')],
    ],
  ],
  [
    'excipients',
    'medicineStudy.excipients.item',
    [
      ['name', word('medicineStudy.rows.name')],
      ['cas', word('medicineStudy.rows.cas')],
      ['mgPerUnit', word('medicineStudy.rows.mgPerUnit')],
      ['productionPlace', word('medicineStudy.excipients.place')],
    ],
  ],
  [
    'packaging',
    'medicineStudy.packaging.item',
    [
      ['level', word('medicineStudy.packaging.level')],
      ['material', word('medicineStudy.packaging.material')],
      ['gramsPerBox', word('medicineStudy.packaging.grams')],
    ],
  ],
  [
    'transport',
    'medicineStudy.transport.item',
    [
      ['leg', word('medicineStudy.transport.leg')],
      ['mode', word('medicineStudy.transport.mode')],
      ['km', word('medicineStudy.transport.km')],
    ],
  ],
];

/**
 * A study's fields under the wizard's labels, its CIP13 codes matched by code, and each row of its
 * lists ('Active ingredient 2 › mg per unit') field by field.
 */
function medicineChanges(out: ChangeList, b: Doc, a: Doc) {
  const lists = medicineLists.map(([key]) => key);
  out.record(b, a, medicineFields, { path: '', parts: [] }, [...IGNORED, 'cip13', ...lists]);
  listChanges(out, b.cip13, a.cip13, 'cip13', [word('medicineStudy.medicine.cip13')]);
  for (const [key, item, fields] of medicineLists) {
    const lb = listOf(b[key]);
    const la = listOf(a[key]);
    for (let i = 0; i < Math.max(lb.length, la.length); i++) {
      out.record(recordOf(lb[i]), recordOf(la[i]), fields, {
        path: `${key}.${i}`,
        parts: [{ key: item, values: { number: String(i + 1) } }],
      });
    }
  }
}

// ---- the documents ----

/**
 * The changes from `before` to `after`, two documents of a `kind` project (null: no document,
 * so everything in the other is added or removed), in reading order: the fields, the production
 * countries, the drug substances and route trees, then the plants and the mass balance.
 */
export function projectDocumentChanges(
  kind: ProjectKind,
  before: Doc | null,
  after: Doc | null,
  limit = MAX_LISTED_CHANGES,
): DocumentChanges {
  const out = new ChangeList(limit);
  const b = before ?? {};
  const a = after ?? {};
  const top: At = { path: '', parts: [] };
  if (kind === 'ORIGIN') {
    const lists = originCountryLists.map(([key]) => key);
    out.record(b, a, originFields, top, [...IGNORED, ...lists, 'api']);
    for (const [key, label] of originCountryLists) countryShareChanges(out, b[key], a[key], key, label);
    const oldApi = listOf(b.api);
    const newApi = listOf(a.api);
    for (let i = 0; i < Math.max(oldApi.length, newApi.length); i++) {
      const eb = recordOf(oldApi[i]);
      const ea = recordOf(newApi[i]);
      const inn = shownValue(ea.inn ?? eb.inn);
      const number = String(i + 1);
      const at: At = {
        path: `api.${i}`,
        parts: [
          inn === null
            ? word('labels.substanceNumber', { number })
            : word('labels.changes.substanceWithInn', { number, inn: String(inn) }),
        ],
      };
      out.record(eb, ea, substanceFields, at, ['tree']);
      treeChanges(out, eb.tree, ea.tree, { path: `${at.path}.tree`, parts: at.parts });
    }
  } else if (kind === 'MEDICINE') {
    medicineChanges(out, b, a);
  } else {
    const fields = kind === 'SUBSTANCE' ? substanceFields : carbonFields;
    out.record(b, a, fields, top, [...IGNORED, 'tree', 'plants', 'substances']);
    treeChanges(out, b.tree, a.tree, { path: 'tree', parts: [] });
    if (kind === 'CARBON') {
      listChanges(out, b.plants, a.plants, 'plants', [word('labels.changes.manufacturingPlants')]);
      massBalanceChanges(out, b.substances, a.substances);
    }
  }
  return { changes: out.changes, total: out.total };
}
