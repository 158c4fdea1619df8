import { toNestErrors } from '@hookform/resolvers';
import {
  type excipientPlaces,
  MAX_API_KG_PER_KG,
  type MedicineFootprintDocumentInput,
  type MedicineFootprintForm,
  type MedicinePackagingMaterial,
  type MedicineSaveInput,
  type MedicineTransportMode,
  medicineClearableFields,
  medicineFootprintDocumentSchema,
  medicineFootprintForms,
  medicineFootprintMessages,
} from '@pharmatrace/domain';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { parseDecimal } from '@/lib/decimal';
import { documentOf, type MedicineStudy } from '../api/medicine-study';

/**
 * The wizard's values (issue #37): the study's document as the fields hold it. Numbers are kept
 * as typed ('0,5' as French writes it), so nothing typed is rewritten; `toStudyDocument` reads them.
 */

/** Where an active's footprint comes from (issue #37): a completed API footprint, a figure, or the default. */
export const activeOrigins = ['linked', 'given', 'default'] as const;
export type ActiveOrigin = (typeof activeOrigins)[number];

export type ActiveRow = {
  name: string;
  cas: string;
  mgPerUnit: string;
  origin: ActiveOrigin;
  carbonFootprintId: string;
  valueKgPerKg: string;
  uncertainty: string;
  source: string;
};
type ExcipientPlace = (typeof excipientPlaces)[number];
export type ExcipientRow = { name: string; cas: string; mgPerUnit: string; productionPlace: ExcipientPlace };
export type PackagingRow = {
  level: 'PRIMARY' | 'SECONDARY';
  material: MedicinePackagingMaterial;
  gramsPerBox: string;
};
export type LegRow = {
  leg: '' | 'API_TO_FORMULATION' | 'FORMULATION_TO_FRANCE';
  mode: MedicineTransportMode;
  km: string;
};

export type StudyFormValues = {
  name: string;
  cis: string;
  /** The CIP13 codes, one per line or separated by commas or spaces. */
  cip13: string;
  form: '' | MedicineFootprintForm;
  unitsPerBox: string;
  actives: ActiveRow[];
  excipients: ExcipientRow[];
  /** The plant from My Plants, or the energy per 1,000 units where the client knows it. */
  manufacturing: 'plant' | 'energy';
  plantId: string;
  energyKWhPer1000Units: string;
  packaging: PackagingRow[];
  transport: LegRow[];
  coldChain: boolean;
};

/** Bump when the shape above changes: older copies kept in the browser are then dropped. */
export const STUDY_FORM_VERSION = 1;

export const emptyActive = (): ActiveRow => ({
  name: '',
  cas: '',
  mgPerUnit: '',
  origin: 'linked',
  carbonFootprintId: '',
  valueKgPerKg: '',
  uncertainty: '',
  source: '',
});
export const emptyExcipient = (): ExcipientRow => ({
  name: '',
  cas: '',
  mgPerUnit: '',
  productionPlace: 'DoNotKnow',
});
export const emptyPackaging = (): PackagingRow => ({ level: 'PRIMARY', material: 'PVC', gramsPerBox: '' });
export const emptyLeg = (): LegRow => ({ leg: '', mode: 'ROAD', km: '' });

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The form's values of a stored study (or of a new one). */
export function toStudyFormValues(study?: MedicineStudy): StudyFormValues {
  const doc: Partial<MedicineStudy> = study ? documentOf(study) : {};
  return {
    name: doc.name ?? '',
    cis: doc.cis ?? '',
    cip13: (doc.cip13 ?? []).join(', '),
    form: doc.form ?? '',
    unitsPerBox: text(doc.unitsPerBox),
    actives: (doc.actives ?? []).map((a) => ({
      ...emptyActive(),
      name: a.name,
      cas: a.cas ?? '',
      mgPerUnit: text(a.mgPerUnit),
      ...('carbonFootprintId' in a
        ? { origin: 'linked' as const, carbonFootprintId: a.carbonFootprintId }
        : 'valueKgPerKg' in a
          ? {
              origin: 'given' as const,
              valueKgPerKg: text(a.valueKgPerKg),
              uncertainty: text(a.uncertainty),
              source: a.source,
            }
          : { origin: 'default' as const }),
    })),
    excipients: (doc.excipients ?? []).map((e) => ({
      name: e.name,
      cas: e.cas ?? '',
      mgPerUnit: text(e.mgPerUnit),
      productionPlace: e.productionPlace ?? 'DoNotKnow',
    })),
    manufacturing: doc.energyKWhPer1000Units !== undefined && !doc.plantId ? 'energy' : 'plant',
    plantId: doc.plantId ?? '',
    energyKWhPer1000Units: text(doc.energyKWhPer1000Units),
    packaging: (doc.packaging ?? []).map((p) => ({ ...p, gramsPerBox: text(p.gramsPerBox) })),
    transport: (doc.transport ?? []).map((l) => ({ leg: l.leg ?? '', mode: l.mode, km: text(l.km) })),
    coldChain: doc.coldChain ?? false,
  };
}

/** A number typed in a field; an empty field is `undefined` (not given), a bad one NaN (refused). */
function numberOf(value: string): number | undefined {
  return value.trim() === '' ? undefined : parseDecimal(value);
}
/** A number a row needs: empty is NaN, so that the schema names the field. */
const required = (value: string) => numberOf(value) ?? Number.NaN;
const optionalText = (value: string) => (value.trim() === '' ? undefined : value.trim());

export function cip13Codes(value: string): string[] {
  return value
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter(Boolean);
}

/** The document of the form's values, as the API's body names its fields (issue #37 'The body's fields'). */
export function toStudyDocument(values: StudyFormValues): MedicineFootprintDocumentInput {
  const byPlant = values.manufacturing === 'plant';
  return {
    name: values.name.trim(),
    cis: optionalText(values.cis),
    cip13: cip13Codes(values.cip13),
    form: values.form === '' ? undefined : values.form,
    unitsPerBox: numberOf(values.unitsPerBox),
    actives: values.actives.map((a) => {
      const base = { name: a.name.trim(), cas: optionalText(a.cas), mgPerUnit: required(a.mgPerUnit) };
      if (a.origin === 'linked') return { ...base, carbonFootprintId: a.carbonFootprintId };
      if (a.origin === 'given')
        return {
          ...base,
          valueKgPerKg: required(a.valueKgPerKg),
          uncertainty: numberOf(a.uncertainty) ?? 0,
          source: a.source.trim(),
        };
      return base;
    }),
    excipients: values.excipients.map((e) => ({
      name: e.name.trim(),
      cas: optionalText(e.cas),
      mgPerUnit: required(e.mgPerUnit),
      productionPlace: e.productionPlace,
    })),
    plantId: byPlant ? optionalText(values.plantId) : undefined,
    energyKWhPer1000Units: byPlant ? undefined : numberOf(values.energyKWhPer1000Units),
    packaging: values.packaging.map((p) => ({ ...p, gramsPerBox: required(p.gramsPerBox) })),
    transport: values.transport.map((l) => ({
      mode: l.mode,
      km: required(l.km),
      ...(l.leg ? { leg: l.leg } : {}),
    })),
    coldChain: values.coldChain,
  };
}

/**
 * The rules of an active's own source, which the document's union cannot name (an active whose
 * figure is wrong would read as one with no figure): the footprint picked, the figure, its source.
 */
function activeSourceErrors(values: StudyFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  values.actives.forEach((a, i) => {
    if (a.origin === 'linked' && a.carbonFootprintId === '')
      errors[`actives.${i}.carbonFootprintId`] = medicineFootprintMessages.apiFootprintNotUsable;
    if (a.origin !== 'given') return;
    const value = numberOf(a.valueKgPerKg);
    if (value === undefined || !Number.isFinite(value) || value <= 0 || value > MAX_API_KG_PER_KG)
      errors[`actives.${i}.valueKgPerKg`] = medicineFootprintMessages.activeFigure;
    const uncertainty = numberOf(a.uncertainty);
    if (uncertainty !== undefined && (!Number.isFinite(uncertainty) || uncertainty < 0))
      errors[`actives.${i}.uncertainty`] = medicineFootprintMessages.activeUncertainty;
    if (a.source.trim() === '') errors[`actives.${i}.source`] = medicineFootprintMessages.activeSourceEmpty;
  });
  return errors;
}

/** Each field's first problem, by the form's path ('actives.0.mgPerUnit'), in the schema's words. */
export function studyFieldErrors(values: StudyFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = medicineFootprintDocumentSchema.safeParse(toStudyDocument(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // An active is a union of its three sources: its problems are those of the source chosen.
      if (issue.code === 'invalid_union' && issue.path[0] === 'actives' && issue.path.length === 2) {
        const active = values.actives[Number(issue.path[1])];
        const branch = issue.errors[active ? activeOrigins.indexOf(active.origin) : 2] ?? [];
        for (const inner of branch) errors[[...issue.path, ...inner.path].join('.')] ??= inner.message;
        continue;
      }
      // The CIP13 codes are one field on screen.
      const path = issue.path[0] === 'cip13' ? 'cip13' : issue.path.join('.');
      errors[path] ??= issue.message;
    }
  }
  for (const [path, message] of Object.entries(activeSourceErrors(values))) errors[path] ??= message;
  return errors;
}

/** The form's resolver: the domain's document schema and the actives' source rules, on every change. */
export const studyResolver: Resolver<StudyFormValues> = async (values, _context, options) => {
  const found = studyFieldErrors(values);
  if (Object.keys(found).length === 0) return { values, errors: {} };
  const flat: Record<string, FieldError> = {};
  for (const [path, message] of Object.entries(found)) flat[path] = { type: 'validate', message };
  return { values: {}, errors: toNestErrors(flat as FieldErrors<StudyFormValues>, options) };
};

/**
 * What a save sends (issue #37: 'A missing optional field is a data gap, never a 500'): the
 * document without the rows and fields that do not hold yet (a row being typed), which the
 * browser keeps meanwhile, so that an autosave never fails on a half-typed row; null while even
 * the name is missing (a draft needs one).
 */
export function toSavableDocument(values: StudyFormValues): MedicineFootprintDocumentInput | null {
  const doc = toStudyDocument(values);
  if (doc.name === '') return null;
  const errors = studyFieldErrors(values);
  const bad = (prefix: string) => Object.keys(errors).some((p) => p === prefix || p.startsWith(`${prefix}.`));
  const keep = <T>(rows: T[] | undefined, list: string) =>
    (rows ?? []).filter((_, i) => !bad(`${list}.${i}`));
  const savable: MedicineFootprintDocumentInput = {
    ...doc,
    actives: keep(doc.actives, 'actives'),
    excipients: keep(doc.excipients, 'excipients'),
    packaging: keep(doc.packaging, 'packaging'),
    transport: keep(doc.transport, 'transport'),
  };
  for (const field of ['cis', 'form', 'unitsPerBox', 'energyKWhPer1000Units'] as const)
    if (bad(field)) delete savable[field];
  if (bad('cip13')) savable.cip13 = [];
  // The unit's mass rule is on the whole unit: a unit too heavy keeps its actives and excipients
  // in the browser until it is mended.
  return medicineFootprintDocumentSchema.safeParse(savable).success
    ? savable
    : { ...savable, actives: [], excipients: [] };
}

/**
 * The body of a save of the study (decision 0076): the savable document, with each single value
 * the person emptied sent as null, so that the stored one is cleared (JSON drops an undefined, and
 * the server keeps a field the body leaves out). A value left out because it does not hold yet (a
 * CIS being typed) stays out, and the stored one is kept meanwhile.
 */
export function toStudySaveBody(values: StudyFormValues): MedicineSaveInput | null {
  const doc = toSavableDocument(values);
  if (!doc) return null;
  const body: MedicineSaveInput = { ...doc };
  // toStudyDocument names every field, undefined when empty; toSavableDocument removes those that do not hold.
  for (const field of medicineClearableFields)
    if (field in doc && doc[field] === undefined) body[field] = null;
  return body;
}

export const isStudyForm = (value: string): value is MedicineFootprintForm =>
  (medicineFootprintForms as readonly string[]).includes(value);
