import {
  byProductFields,
  type CarbonDetail,
  type CarbonSecondPartUpdate,
  finishedProductFields,
  type Locale,
  type MassBalanceListKey,
  massBalanceLists,
  packagingFields,
  type RouteReaction,
  routeReactions,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import { localDecimalText, wireDecimalText } from '@/lib/decimal';

/** One line of a mass-balance list, every field as typed text. */
export type MassBalanceRow = Record<string, string>;

/** One reaction's page (spec 001 §3 'Mass balance per reaction'), as the form edits it. */
export type ReactionFormValues = {
  usedInReactionId: string;
  linkedWithPlant: string;
  molecularWeight: string;
  weightPerBatch: string;
  dataUnknown: boolean;
  productBy: Record<string, string> & Record<MassBalanceListKey, MassBalanceRow[]>;
};

export type SecondPartFormValues = { substances: ReactionFormValues[] };

/** Bump when the shape of SecondPartFormValues changes (older local drafts are then dropped). */
export const SECOND_PART_FORM_VERSION = 1;

const singleFields = [
  ...byProductFields.map((f) => f.key),
  ...packagingFields.map((f) => f.key),
  'processType',
  'purificationType',
  'carbonReactionProductionSites',
];

type Stored = Record<string, unknown>;

/** The number fields of a reaction (the mass balance keeps them as text, spec 001 §5). */
const numberKeys = new Set(
  [
    ...finishedProductFields,
    ...byProductFields,
    ...packagingFields,
    ...massBalanceLists.flatMap((l) => l.fields),
  ]
    .filter((f) => 'numberMessage' in f)
    .map((f) => f.key),
);

/**
 * Every number field's text changed by `change`, other fields as they are: the form shows the
 * page's decimal separator ('109,13' in French), the API takes a point (decision 0060).
 */
function mapNumbers(
  values: Record<string, unknown>,
  change: (text: string) => string,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) out[key] = value.map((row) => mapNumbers(record(row), change));
    else out[key] = numberKeys.has(key) && typeof value === 'string' ? change(value) : value;
  }
  return out;
}
const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const record = (value: unknown): Stored =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Stored) : {};

export function emptyRow(listKey: MassBalanceListKey): MassBalanceRow {
  const list = massBalanceLists.find((l) => l.key === listKey)!;
  return Object.fromEntries(list.fields.map((f) => [f.key, '']));
}

/**
 * A reaction's values from what is stored (or nothing yet): the lists padded to their default
 * row counts (spec 001 §3), the first raw material being the precursor, its name and CAS number
 * always the tree's (spec 001 §2: read-only).
 */
export function toReactionFormValues(
  reaction: RouteReaction,
  stored: Stored | undefined,
  language: Locale = 'en',
): ReactionFormValues {
  const s = stored ?? {};
  const productBy = record(s.productBy);
  const values: Record<string, unknown> = {};
  for (const key of singleFields) values[key] = text(productBy[key]);
  for (const list of massBalanceLists) {
    const rows = (Array.isArray(productBy[list.key]) ? (productBy[list.key] as unknown[]) : []).map((row) => {
      const r = record(row);
      return Object.fromEntries(list.fields.map((f) => [f.key, text(r[f.key])]));
    });
    while (rows.length < list.defaultRows) rows.push(emptyRow(list.key));
    values[list.key] = rows;
  }
  const rawMaterials = values.carbonReactionRawMaterials as MassBalanceRow[];
  rawMaterials[0] = {
    ...rawMaterials[0]!,
    name: reaction.precursor.name ?? '',
    cas: reaction.precursor.cas ?? '',
  };
  const local = (value: string) => localDecimalText(language, value);
  return {
    usedInReactionId: reaction.id,
    linkedWithPlant: text(s.linkedWithPlant),
    molecularWeight: local(text(s.molecularWeight)),
    weightPerBatch: local(text(s.weightPerBatch)),
    dataUnknown: s.dataUnknown === true,
    productBy: mapNumbers(values, local) as ReactionFormValues['productBy'],
  };
}

/** The form of a footprint: one page per reaction of its route, stored entries matched by reaction. */
export function toSecondPartFormValues(project: CarbonDetail, language: Locale = 'en'): SecondPartFormValues {
  const reactions = routeReactions(project.tree as TreeNodeDraft | undefined);
  const stored = (project.substances ?? []) as Stored[];
  return {
    substances: reactions.map((reaction, index) => {
      const match = stored.find((entry) => entry.usedInReactionId === reaction.id) ?? stored[index];
      return toReactionFormValues(reaction, match, language);
    }),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * The body of the second-part calls: every reaction as typed and the plants picked in step 5
 * (spec 001 §7 'plants and substances'); the caller adds the revision the save started from.
 */
export function toSecondPartBody(values: SecondPartFormValues): Omit<CarbonSecondPartUpdate, 'revision'> {
  const plants = [...new Set(values.substances.map((s) => s.linkedWithPlant).filter((id) => id !== ''))];
  return {
    plants,
    substances: values.substances.map((s) => {
      const finished = Object.fromEntries(
        finishedProductFields.map((f) => [f.key, wireDecimalText(s[f.key as 'molecularWeight'])]),
      );
      return {
        usedInReactionId: s.usedInReactionId,
        linkedWithPlant: orNull(s.linkedWithPlant),
        ...finished,
        dataUnknown: s.dataUnknown,
        productBy: {
          ...(mapNumbers(s.productBy, wireDecimalText) as ReactionFormValues['productBy']),
          carbonReactionProductionSites: orNull(s.productBy.carbonReactionProductionSites ?? ''),
        },
      };
    }),
  };
}
