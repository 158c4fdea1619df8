import type {
  DataQuality,
  EstimateContributor,
  EstimateDataGap,
  EstimateRowPointer,
  EstimateWarning,
  FootprintCategory,
  Phrase,
  PhraseValue,
  SensitivityInputKind,
} from '@pharmatrace/domain';

/**
 * A data gap or a warning as the method writes it: a catalogue phrase, not words (issue #27), so
 * that the API says it in the reader's language (`estimateIn`) and the browser's live estimate
 * carries no catalogue and no message formatter.
 */
export type PhrasedDataGap = Omit<EstimateDataGap, 'message'> & { phrase: Phrase };
export type PhrasedWarning = Omit<EstimateWarning, 'message'> & { phrase: Phrase };
/**
 * A hot spot as the method writes it: its label a phrase, and its source one when the method
 * computed the factor, said in a language like the gaps.
 */
export type PhrasedContributor = Omit<EstimateContributor, 'label' | 'source'> & {
  label: Phrase;
  source: string | Phrase;
};

/**
 * The footprint as a model: what the analytic pass and the Monte Carlo both read (issue #23).
 *
 * Every figure is a product of lognormal quantities, each parametrised by its MEAN (the figure
 * given or found) and σ, the standard deviation of its logarithm (pedigree.ts):
 * X = mean × exp(σ·Z − σ²/2), Z standard normal, so E[X] = mean. A term is one line of the mass
 * balance applied to one factor: amount (per kg of its reaction's product) × factor × its
 * spreads. A variable used by several terms is drawn once per iteration, so the lines that share
 * it move together (builder.ts says which variables there are).
 */

/** What a random variable is, for the sensitivity ranking (sensitivity.ts). */
export interface InputInfo {
  kind: SensitivityInputKind;
  /** What it is about: the first term's hot-spot label, or the line's. */
  what: PhraseValue;
  at: EstimateRowPointer | null;
}

/**
 * A random quantity, drawn once per iteration and shared by every term and link that names it:
 * a factor (mean: its value), or a spread of mean 1 (a line's weight, a factor's widening on
 * one use, a default distance).
 */
export interface Variable {
  mean: number;
  sigma: number;
  input: InputInfo;
}

/** One line × one factor, per kg of its reaction's product, before allocation and chaining. */
export interface Term {
  /** 0-based index of the reaction in routeReactions(tree). */
  reaction: number;
  category: FootprintCategory;
  /** What the hot spot is, as a catalogue phrase around the client's names (issue #27). */
  label: Phrase;
  /** A library factor's own source (data, as written); a computed factor's, a phrase (issue #27). */
  source: string | Phrase;
  at: EstimateRowPointer | null;
  /** Computed from the client's own site data. */
  primary: boolean;
  /** The amount's mean (negative for a credit). */
  amount: number;
  /** Index into Model.variables: the factor. */
  variable: number;
  /** Indexes into Model.variables of the mean-1 variables that multiply it (weight, widening, distance). */
  spreads: number[];
  /** The data quality of the factor, for the result's (contribution-weighted) data quality. */
  quality: DataQuality;
  factor?: EstimateContributor['factor'];
}

/** A raw material made by upstream reactions of the route: it takes their computed footprint. */
export interface Link {
  reaction: number;
  /** The tree node the material is, whose producing reactions feed it. */
  nodeId: string;
  amount: number;
  /** Indexes into Model.variables of the mean-1 variables that multiply it (its line's weight). */
  spreads: number[];
}

export interface ReactionModel {
  index: number;
  /** The reaction's product, as the breakdown names it. */
  name: string;
  productId: string;
  /** Mass allocation to the product when the reaction has a by-product (1 without). */
  share: number;
}

export interface Model {
  variables: Variable[];
  terms: Term[];
  links: Link[];
  reactions: ReactionModel[];
  /** The route's product (the tree's root). */
  rootId: string;
  /** For each node, the reactions that make it. */
  producers: Map<string, number[]>;
  /** Reactions upstream first: every reaction comes after those it draws from. */
  order: number[];
  dataGaps: PhrasedDataGap[];
  warnings: PhrasedWarning[];
}
