import { z } from 'zod';
import { originFieldLabels } from './field-labels';
import {
  byProductFields,
  finishedProductFields,
  type MassBalanceField,
  mainPurificationField,
  massBalanceLists,
  packagingFields,
  processTypeField,
} from './schemas/mass-balance';
import type { ProjectKind } from './status';

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
 */

export type ChangeValue = string | number | boolean | null;
export type ChangeType = 'added' | 'removed' | 'changed';

export interface DocumentChange {
  change: ChangeType;
  /**
   * Where, as the forms name fields: 'tree.children.0.manufacturers.1.percentage'. In the newer
   * document; in the older one for something removed.
   */
  path: string;
  /** What a person reads, e.g. 'Synthetic route › 4-aminophenol › Manufacturer #2 › Percentage'. */
  label: string;
  /** The route tree node the change is in (tree changes only), for the editor to highlight it. */
  nodeId?: string;
  before: ChangeValue;
  after: ChangeValue;
}

export const documentChangeSchema = z.object({
  change: z.enum(['added', 'removed', 'changed']),
  path: z.string(),
  label: z.string(),
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
type Fields = readonly (readonly [key: string, label: string])[];

const SEP = ' › ';

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

  add(change: DocumentChange): void {
    this.total += 1;
    if (this.changes.length < this.limit) this.changes.push(change);
  }

  /** Adds a change when the two values differ. */
  field(before: unknown, after: unknown, path: string, label: string, nodeId?: string): void {
    const b = shownValue(before);
    const a = shownValue(after);
    if (same(b, a)) return;
    const change: ChangeType = b === null ? 'added' : a === null ? 'removed' : 'changed';
    this.add({ change, path, label, ...(nodeId ? { nodeId } : {}), before: b, after: a });
  }

  /** The listed fields of two records, then any field not listed and not `skip`, by name. */
  record(before: Doc, after: Doc, fields: Fields, at: { path: string; label: string }, skip: string[] = []) {
    const prefix = at.path ? `${at.path}.` : '';
    const labelPrefix = at.label ? `${at.label}${SEP}` : '';
    for (const [key, label] of fields) {
      this.field(before[key], after[key], `${prefix}${key}`, `${labelPrefix}${label}`);
    }
    const known = new Set([...fields.map(([key]) => key), ...skip]);
    const others = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !known.has(k));
    for (const key of others.sort())
      this.field(before[key], after[key], `${prefix}${key}`, `${labelPrefix}${key}`);
  }
}

// ---- the documents' fields (spec 001 §3), under the names the forms show ----

const IGNORED = ['wizardStep'];

const substanceFields: Fields = [
  ['inn', 'INN'],
  ['cas', 'CAS number'],
  ['codeHs', 'HS code'],
  ['type', 'Type'],
];

const originFields: Fields = Object.entries(originFieldLabels);

const originCountryLists: Fields = [
  ['productionCountriesDrugFormulation', 'Production countries for drug formulation'],
  ['productionCountriesPrimaryPackaging', 'Production countries for primary packaging'],
];

/** Spec 001 §3: the two contact fields are swapped on the wire; each is labelled by what it holds. */
const carbonFields: Fields = [
  ['name', 'Name'],
  ['cas', 'CAS number'],
  ['reactionNumber', 'Number of synthetic steps'],
  ['reactionNumberWithInformation', 'Steps with production information'],
  ['reactionNumberWithoutInformation', 'Steps without production information'],
  ['nameOfSupplier', 'Name of the supplier'],
  ['productionCountry', 'Country of production'],
  ['reportDataContactPersonName', 'Contact name'],
  ['reportDataContactPersonEmail', 'Contact function'],
  ['reportDataContactPersonFunction', 'Contact email'],
  ['reportDataProductUse', 'Use of the product'],
  ['reportDataCompanyActivity', "Description of the company's activity"],
  ['reportDataProcessAndVolume', 'Annual volume'],
  ['reportDataComments', 'Comments'],
  ['reportDataWrittenReport', 'Written report (GHG Protocol)'],
  ['reportDataDownloadMolecularStructure', 'Molecular structure file'],
  ['reportDataDownloadMolecularSyntheticRoute', 'Molecular synthetic route file'],
  ['reportDataDownloadProcessFlowDiagram', 'Process flow diagram file'],
];

const nodeFields: Fields = [
  ['name', 'Name'],
  ['cas', 'CAS number'],
  ['ce', 'CE number'],
  ['isolated', 'Isolated'],
  ['type', 'Type'],
  ['transformationType', 'Transformation type'],
  ['otherStep', 'Other step'],
];
/** The root's name, CAS number and type are the product's (spec 001 §2), listed with the product. */
const ROOT_SYNCED = new Set(['name', 'cas', 'type']);

const manufacturerFields: Fields = [
  ['companyName', 'Company name'],
  ['countryId', 'Production site country'],
  ['city', 'City'],
  ['percentage', 'Percentage'],
];

/** A field table's labels as the forms show them (schemas/mass-balance.ts holds the one table). */
const labelsOf = (fields: readonly MassBalanceField[], prefix = ''): Fields =>
  fields.map((field) => [field.key, `${prefix}${field.label}`] as const);

const massBalanceFields: Fields = [
  ['usedInReactionId', 'Used in reaction'],
  ['linkedWithPlant', 'Linked plant'],
  ...labelsOf(finishedProductFields, `Finished product${SEP}`),
];

const productByFields: Fields = [
  ...labelsOf(byProductFields),
  ...labelsOf(packagingFields),
  ...labelsOf([processTypeField, mainPurificationField]),
  ['carbonReactionProductionSites', 'Production site'],
];

/** The mass balance's lists (spec 001 §3 'Mass balance per reaction'), compared line by line. */
const productByLists: readonly (readonly [key: string, label: string, fields: Fields])[] =
  massBalanceLists.map((list) => [list.key, list.title, labelsOf(list.fields)] as const);

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

function nodeName(node: Doc, isRoot: boolean): string {
  for (const key of ['name', 'cas', 'otherStep']) {
    const value = node[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return isRoot ? 'Product' : 'Unnamed step';
}

/** Spec 001 §2: chemical trees are synthetic route trees, the others production schemes. */
function treeLabel(root: unknown): string {
  const type = isRecord(root) ? root.type : undefined;
  return type === 'BIOLOGIC' || type === 'NATURAL' ? 'Production scheme' : 'Synthetic route';
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
  at: { path: string; label: string; nodeId: string },
): void {
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    const path = `${at.path}.manufacturers.${i}`;
    const label = `${at.label}${SEP}Manufacturer #${i + 1}`;
    const b = before[i];
    const a = after[i];
    if (!isRecord(a) || !isRecord(b)) {
      const summary = manufacturerSummary(recordOf(a ?? b));
      if (isRecord(a) || isRecord(b))
        out.add({
          change: isRecord(a) ? 'added' : 'removed',
          path,
          label,
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
      out.field(b[key], a[key], `${path}.${key}`, `${label}${SEP}${fieldLabel}`, at.nodeId);
    }
    // Another plant with the same company, city and country (another reporting year, say).
    if (!identityChanged)
      out.field(b.plantId, a.plantId, `${path}.plantId`, `${label}${SEP}Plant`, at.nodeId);
  }
}

function treeChanges(out: ChangeList, before: unknown, after: unknown, at: { path: string; label: string }) {
  const label = `${at.label ? `${at.label}${SEP}` : ''}${treeLabel(after ?? before)}`;
  const old = nodesById(before, at.path);
  const now = nodesById(after, at.path);
  const nameOf = (nodes: Map<string, PlacedNode>, id: string | null) => {
    const placed = id === null ? undefined : nodes.get(id);
    return placed ? nodeName(placed.node, placed.parentId === null) : null;
  };

  for (const [id, placed] of now) {
    const isRoot = placed.parentId === null;
    const nodeLabel = `${label}${SEP}${nodeName(placed.node, isRoot)}`;
    const previous = old.get(id);
    const manufacturers = listOf(placed.node.manufacturers);
    if (!previous) {
      out.add({
        change: 'added',
        path: placed.path,
        label: nodeLabel,
        nodeId: id,
        before: null,
        after: nodeName(placed.node, isRoot),
      });
      manufacturerChanges(out, [], manufacturers, { path: placed.path, label: nodeLabel, nodeId: id });
      continue;
    }
    for (const [key, fieldLabel] of nodeFields) {
      if (isRoot && ROOT_SYNCED.has(key)) continue;
      out.field(
        nodeFieldValue(key, previous.node[key]),
        nodeFieldValue(key, placed.node[key]),
        `${placed.path}.${key}`,
        `${nodeLabel}${SEP}${fieldLabel}`,
        id,
      );
    }
    if (previous.parentId !== placed.parentId && !isRoot) {
      out.add({
        change: 'changed',
        path: placed.path,
        label: `${nodeLabel}${SEP}Precursor of`,
        nodeId: id,
        before: nameOf(old, previous.parentId),
        after: nameOf(now, placed.parentId),
      });
    }
    manufacturerChanges(out, listOf(previous.node.manufacturers), manufacturers, {
      path: placed.path,
      label: nodeLabel,
      nodeId: id,
    });
    if (isRoot)
      listChanges(
        out,
        previous.node.plants,
        placed.node.plants,
        `${placed.path}.plants`,
        `${nodeLabel}${SEP}Plants`,
      );
  }
  for (const [id, placed] of old) {
    if (now.has(id)) continue;
    const isRoot = placed.parentId === null;
    out.add({
      change: 'removed',
      path: placed.path,
      label: `${label}${SEP}${nodeName(placed.node, isRoot)}`,
      nodeId: id,
      before: nodeName(placed.node, isRoot),
      after: null,
    });
  }
}

// ---- lists ----

/** A list of plain values (plant ids) compared as a set. */
function listChanges(out: ChangeList, before: unknown, after: unknown, path: string, label: string) {
  const b = listOf(before).map((value) => shownValue(value));
  const a = listOf(after).map((value) => shownValue(value));
  a.forEach((value, index) => {
    if (value !== null && !b.some((v) => same(v, value)))
      out.add({ change: 'added', path: `${path}.${index}`, label, before: null, after: value });
  });
  b.forEach((value, index) => {
    if (value !== null && !a.some((v) => same(v, value)))
      out.add({ change: 'removed', path: `${path}.${index}`, label, before: value, after: null });
  });
}

/** A drug product's production countries (spec 001 §3), matched by country. */
function countryShareChanges(out: ChangeList, before: unknown, after: unknown, path: string, label: string) {
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
      label: `${label}${SEP}${country}${SEP}Percentage`,
    };
    if (previous) out.field(previous.percentage, entry.percentage, at.path, at.label);
    else out.add({ change: 'added', ...at, before: null, after: shownValue(entry.percentage) });
  }
  for (const [country, entry] of old) {
    if (now.has(country)) continue;
    out.add({
      change: 'removed',
      path: `${path}.${entry.index}.percentage`,
      label: `${label}${SEP}${country}${SEP}Percentage`,
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
    const at = { path: `substances.${i}`, label: `Mass balance${SEP}Reaction ${i + 1}` };
    const b = recordOf(old[i]);
    const a = recordOf(now[i]);
    out.record(b, a, massBalanceFields, at, ['productBy']);
    const pb = recordOf(b.productBy);
    const pa = recordOf(a.productBy);
    const lists = productByLists.map(([key]) => key);
    out.record(pb, pa, productByFields, { path: `${at.path}.productBy`, label: at.label }, lists);
    for (const [key, listLabel, fields] of productByLists) {
      const lb = listOf(pb[key]);
      const la = listOf(pa[key]);
      for (let j = 0; j < Math.max(lb.length, la.length); j++) {
        out.record(recordOf(lb[j]), recordOf(la[j]), fields, {
          path: `${at.path}.productBy.${key}.${j}`,
          label: `${at.label}${SEP}${listLabel}${SEP}Line ${j + 1}`,
        });
      }
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
  const top = { path: '', label: '' };
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
      const at = { path: `api.${i}`, label: `Drug substance #${i + 1}${inn === null ? '' : ` (${inn})`}` };
      out.record(eb, ea, substanceFields, at, ['tree']);
      treeChanges(out, eb.tree, ea.tree, { path: `${at.path}.tree`, label: at.label });
    }
  } else {
    const fields = kind === 'SUBSTANCE' ? substanceFields : carbonFields;
    out.record(b, a, fields, top, [...IGNORED, 'tree', 'plants', 'substances']);
    treeChanges(out, b.tree, a.tree, { path: 'tree', label: '' });
    if (kind === 'CARBON') {
      listChanges(out, b.plants, a.plants, 'plants', 'Manufacturing plants');
      massBalanceChanges(out, b.substances, a.substances);
    }
  }
  return { changes: out.changes, total: out.total };
}
