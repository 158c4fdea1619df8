import { z } from 'zod';
import { en, type MessageKey } from '../i18n/en';
import type { Locale } from '../i18n/locales';
import { type Phrase, phrase, sayPhrase } from '../i18n/phrase';
import { whenMissing } from '../schemas/fields';
import type { TreeNodeDraft, TreeType } from '../schemas/tree';
import { labelKinds } from '../workflow/status';
import {
  EU_ORIGIN_RULES_VERSION,
  type IsEuCountry,
  productFigures,
  type Share,
  type SubstanceFigures,
  sharePercentages,
  substanceFigures,
} from './eu-origin';

/**
 * The European-origin figures staff confirm when they complete a label (issue #14 'In the staff
 * validation screens: the same figures, proposed; staff confirm or override them (with a reason)
 * when they complete the label, and the confirmed figures are stored with the project's version').
 * The proposal is made by the rules of eu-origin.ts, in whole percentages, one line per stage;
 * the server makes it again from the stored document, so that what staff confirm is checked
 * against the same rules the screen showed. Decision 0012 says why.
 */

/**
 * One stage's figure in whole percentages: made in the EU/EEA, and unknown (the rest is outside).
 * `label` is the stage's English; `said` the same as a catalogue key and values (issue #40), which
 * screens and the certificate say in the reader's language. Figures confirmed before `said`
 * existed have none: they read as their stored English (decision 0073).
 */
export type EuOriginFigure = {
  key: string;
  label: string;
  said?: StageSaid | undefined;
  eu: number;
  unknown: number;
};

export const EU_ORIGIN_REASON_MAX = 1000;
/** A product of at most 10 substances has 3 × 10 + 4 stages. */
export const EU_ORIGIN_FIGURES_MAX = 40;

export const euOriginMessages = {
  reasonRequired: 'Give the reason for changing the proposed figures',
  stagesMismatch: 'The figures must give each proposed stage once',
  tooMuch: 'EU and unknown together cannot exceed 100 %',
} as const;

const percent = z
  .number({ error: whenMissing('A whole number from 0 to 100') })
  .int('A whole number from 0 to 100')
  .min(0, 'A whole number from 0 to 100')
  .max(100, 'A whole number from 0 to 100');

/** A stage's words as stored: a catalogue key and at most four values, a value itself one such phrase. */
const saidValue = z.union([z.string().max(200), z.number().finite()]);
const fewValues = <T extends z.ZodType>(value: T) =>
  z.record(z.string().max(40), value).refine((values) => Object.keys(values).length <= 4, 'At most 4 values');
const stageSaidSchema = z.object({
  key: z.string().max(100),
  values: fewValues(
    z.union([saidValue, z.object({ key: z.string().max(100), values: fewValues(saidValue) })]),
  ),
});
export type StageSaid = z.infer<typeof stageSaidSchema>;

export const euOriginFigureSchema = z
  .object({
    key: z.string().min(1).max(40),
    label: z.string().max(200),
    said: stageSaidSchema.optional(),
    eu: percent,
    unknown: percent,
  })
  .refine((figure) => figure.eu + figure.unknown <= 100, {
    message: euOriginMessages.tooMuch,
    path: ['eu'],
  });

/** What staff send with 'Save as Completed': the figures as they confirm them, and why they differ. */
export const euOriginConfirmationInputSchema = z.object({
  figures: z.array(euOriginFigureSchema).max(EU_ORIGIN_FIGURES_MAX),
  reason: z
    .string()
    .trim()
    .max(EU_ORIGIN_REASON_MAX, `At most ${EU_ORIGIN_REASON_MAX} characters`)
    .optional(),
});
export type EuOriginConfirmationInput = z.infer<typeof euOriginConfirmationInputSchema>;

/**
 * A label certificate's verification code: 12 random hexadecimal digits in three groups
 * (ABCD-EF01-2345), made by the server when staff complete the label. Anyone holding a
 * certificate checks it with GET /api/labels/verify/{code}; completing the label again gives a
 * new code, and the old one stops answering.
 */
export const LABEL_CODE_MAX = 14;
export const labelCodePattern = /^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/;

/** GET /api/labels/verify/{code}: what a buyer sees of a label someone showed them. */
export const labelVerificationSchema = z.object({
  code: z.string(),
  productName: z.string(),
  kind: z.enum(labelKinds),
  confirmedAt: z.string(),
  figures: z.array(euOriginFigureSchema).max(EU_ORIGIN_FIGURES_MAX),
});
export type LabelVerification = z.infer<typeof labelVerificationSchema>;

export const labelCertificateMessages = {
  unknownCode: 'No completed label has this verification code',
  notCompleted: 'The certificate exists once our team has completed the label',
} as const;

/** What the document of a completed label keeps (and so each version's snapshot of it). */
export const euOriginConfirmedSchema = z.object({
  rulesVersion: z.number().int(),
  figures: z.array(euOriginFigureSchema).max(EU_ORIGIN_FIGURES_MAX),
  proposed: z.array(euOriginFigureSchema).max(EU_ORIGIN_FIGURES_MAX),
  overridden: z.boolean(),
  reason: z.string().max(EU_ORIGIN_REASON_MAX).nullable(),
  confirmedAt: z.string(),
  confirmedBy: z.string().nullable(),
  /** The code printed on the label certificate, which GET labels/verify/{code} answers (absent before it existed). */
  verificationCode: z.string().max(LABEL_CODE_MAX).optional(),
});
export type EuOriginConfirmed = z.infer<typeof euOriginConfirmedSchema>;

const figure = (key: string, said: Phrase, share: Share): EuOriginFigure => {
  const p = sharePercentages(share);
  return { key, label: sayPhrase('en', said), said: said as StageSaid, eu: p.eu, unknown: p.unknown };
};

const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(en, key);
/** A stored phrase whose keys the catalogue still holds, or undefined. */
function phraseOfSaid(said: StageSaid): Phrase | undefined {
  if (!isMessageKey(said.key)) return undefined;
  const values: Phrase['values'] = {};
  for (const [name, value] of Object.entries(said.values)) {
    if (typeof value !== 'object') values[name] = value;
    else {
      const inner = phraseOfSaid({ key: value.key, values: value.values });
      if (!inner) return undefined;
      values[name] = inner;
    }
  }
  return { key: said.key, values };
}

/**
 * A stage's label in a language (issue #40): said from its key and values; a figure stored
 * before they were kept, or whose key the catalogue no longer holds, reads as its stored English.
 */
export function euOriginFigureLabelIn(
  locale: Locale,
  figure: Pick<EuOriginFigure, 'label' | 'said'>,
): string {
  const said = figure.said ? phraseOfSaid(figure.said) : undefined;
  return said ? sayPhrase(locale, said) : figure.label;
}

function substanceStages(figures: SubstanceFigures, prefix: string, names: [Phrase, Phrase, Phrase]) {
  return [
    figure(`${prefix}finalStep`, names[0], figures.finalStep),
    ...(figures.intermediates ? [figure(`${prefix}intermediates`, names[1], figures.intermediates)] : []),
    figure(`${prefix}route`, names[2], figures.route),
  ];
}

/**
 * The words for a substance's stages, in the client's panel and in staff's confirmation: a
 * chemical tree is a synthetic route, a natural or biologic one a production scheme of
 * manufacturing steps (spec 001 §2 'Route tree dialog'; issue #29). Phrases of the catalogue
 * (issue #40), said in the reader's language where they are shown; `named` are the keys of the
 * words after a drug substance's name, in a drug product's figures.
 */
export function substanceStagePhrases(treeType: TreeType | '' | null | undefined) {
  return treeType === 'NATURAL' || treeType === 'BIOLOGIC'
    ? {
        finalStep: phrase('staff.stage.manufacturingFinalStep'),
        intermediates: phrase('stage.intermediates'),
        route: phrase('staff.stage.productionScheme'),
        ownRoute: phrase('staff.stage.ownProductionScheme'),
        named: {
          finalStep: 'stage.substanceFinalStep',
          intermediates: 'stage.substanceIntermediates',
          route: 'staff.stage.substanceProductionScheme',
        } as const,
      }
    : {
        finalStep: phrase('stage.finalStep'),
        intermediates: phrase('stage.intermediates'),
        route: phrase('stage.route'),
        ownRoute: phrase('labels.eu.ownRoute'),
        named: {
          finalStep: 'stage.substanceFinalStep',
          intermediates: 'stage.substanceIntermediates',
          route: 'stage.substanceRoute',
        } as const,
      };
}

/** A substance's stage words in a language (the panel's rows). */
export function substanceStageNamesIn(locale: Locale, treeType: TreeType | '' | null | undefined) {
  const words = substanceStagePhrases(treeType);
  return {
    finalStep: sayPhrase(locale, words.finalStep),
    intermediates: sayPhrase(locale, words.intermediates),
    route: sayPhrase(locale, words.route),
    ownRoute: sayPhrase(locale, words.ownRoute),
  };
}

type TreeTyped = { type?: TreeType | '' | null | undefined; tree?: TreeNodeDraft | null | undefined };
/** A substance's tree type: its own field, else its tree root's (CHEMICAL when neither says). */
const treeTypeOf = (substance: TreeTyped) => substance.type || substance.tree?.type || 'CHEMICAL';

type LabelDocument = {
  tree?: TreeNodeDraft | null | undefined;
  type?: TreeType | '' | null | undefined;
  api?:
    | readonly {
        inn?: string | null | undefined;
        type?: TreeType | '' | null | undefined;
        tree?: TreeNodeDraft | null | undefined;
      }[]
    | undefined;
  productionCountriesDrugFormulation?: readonly { countryId?: string | null; percentage?: unknown }[];
  productionCountriesPrimaryPackaging?: readonly { countryId?: string | null; percentage?: unknown }[];
};

/** The proposed figures of a label, one line per stage (the rows the wizards' panel shows). */
export function proposedEuOriginFigures(
  kind: 'ORIGIN' | 'SUBSTANCE',
  document: LabelDocument,
  isEu: IsEuCountry,
): EuOriginFigure[] {
  if (kind === 'SUBSTANCE') {
    const names = substanceStagePhrases(treeTypeOf(document));
    return substanceStages(substanceFigures(document.tree, isEu), '', [
      names.finalStep,
      names.intermediates,
      names.route,
    ]);
  }
  const product = productFigures(document as Parameters<typeof productFigures>[0], isEu);
  const api = document.api ?? [];
  return [
    ...product.substances.flatMap((substance, index) => {
      const name = api[index]?.inn?.trim() || phrase('stage.substanceNumber', { number: index + 1 });
      const { named } = substanceStagePhrases(treeTypeOf(api[index] ?? {}));
      return substanceStages(substance, `api.${index}.`, [
        { key: named.finalStep, values: { name } },
        { key: named.intermediates, values: { name } },
        { key: named.route, values: { name } },
      ]);
    }),
    figure('activeSubstances', phrase('stage.activeSubstances'), product.activeSubstances),
    figure('formulation', phrase('stage.formulation'), product.formulation),
    figure('packaging', phrase('stage.packaging'), product.packaging),
    figure('product', phrase('stage.product'), product.product),
  ];
}

export class EuOriginConfirmationError extends Error {}

/**
 * The figures to store when staff complete a label: the proposal as is when staff send nothing
 * or the same numbers; staff's numbers with their reason otherwise. Throws
 * EuOriginConfirmationError (a 400) when the stages are not the proposed ones, or when figures
 * differ without a reason.
 */
export function confirmEuOriginFigures(
  proposed: EuOriginFigure[],
  input: EuOriginConfirmationInput | undefined,
  by: { name: string | null; at: Date; verificationCode?: string },
): EuOriginConfirmed {
  const base = {
    rulesVersion: EU_ORIGIN_RULES_VERSION,
    proposed,
    confirmedAt: by.at.toISOString(),
    confirmedBy: by.name,
    ...(by.verificationCode ? { verificationCode: by.verificationCode } : {}),
  };
  if (!input) return { ...base, figures: proposed, overridden: false, reason: null };
  const given = new Map(input.figures.map((f) => [f.key, f]));
  if (given.size !== input.figures.length || given.size !== proposed.length) {
    throw new EuOriginConfirmationError(euOriginMessages.stagesMismatch);
  }
  const figures: EuOriginFigure[] = [];
  let overridden = false;
  for (const stage of proposed) {
    const mine = given.get(stage.key);
    if (!mine) throw new EuOriginConfirmationError(euOriginMessages.stagesMismatch);
    if (mine.eu !== stage.eu || mine.unknown !== stage.unknown) overridden = true;
    // The label is the proposal's: staff confirm numbers, not names.
    figures.push({
      key: stage.key,
      label: stage.label,
      ...(stage.said ? { said: stage.said } : {}),
      eu: mine.eu,
      unknown: mine.unknown,
    });
  }
  const reason = input.reason?.trim() || null;
  if (overridden && !reason) throw new EuOriginConfirmationError(euOriginMessages.reasonRequired);
  return { ...base, figures, overridden, reason: overridden ? reason : null };
}
