import type {
  DataGapOwner,
  DataQuality,
  EstimateRowList,
  EstimateRowPointer,
  EstimateWarning,
  FootprintCategory,
  Phrase,
} from '@pharmatrace/domain';
import { phrase } from '@pharmatrace/domain';
import { type FactorBasis, type FactorIndex, type FoundFactor, valuePer } from '../factors/library';
import { factorName } from '../factors/starter-names';
import { sigmaOf } from '../pedigree';
import type { Link, Model, Term, Variable } from './types';

/** Where a row is: the pointer a gap or a contributor carries (domain estimateRowPointerSchema). */
export function pointer(
  reaction: number,
  list: EstimateRowList,
  row: number | null = null,
): EstimateRowPointer {
  const base = `substances.${reaction}`;
  const path =
    list === 'reaction'
      ? base
      : list === 'finishedProduct'
        ? `${base}.weightPerBatch`
        : list === 'byProduct'
          ? `${base}.productBy.byProductsWeightPerBatch`
          : list === 'packaging'
            ? `${base}.productBy.packagingWeightPerPackage`
            : list === 'productionSite'
              ? `${base}.productBy.carbonReactionProductionSites`
              : `${base}.productBy.${list}.${row ?? 0}`;
  return { reaction: reaction + 1, list, row, path };
}

/** What a term is, apart from its figures. */
export interface TermInfo {
  reaction: number;
  category: FootprintCategory;
  /** What the hot spot is, as a catalogue phrase around the client's names (issue #27). */
  label: Phrase;
  at: EstimateRowPointer | null;
  primary?: boolean;
}

/**
 * Collects the model while the method reads the document: the variables (each factor once), the
 * terms, the links between reactions, the data gaps and the warnings.
 */
export class ModelBuilder {
  readonly variables: Variable[] = [];
  readonly terms: Term[] = [];
  readonly links: Link[] = [];
  readonly dataGaps: Model['dataGaps'] = [];
  readonly warnings: Model['warnings'] = [];
  private readonly variableIds = new Map<string, number>();
  private computed = 0;

  constructor(readonly factors: FactorIndex) {}

  /** The variable of this id, created on first use: every term naming it shares one draw. */
  variable(id: string, mean: number, sigma: number): number {
    const known = this.variableIds.get(id);
    if (known !== undefined) return known;
    this.variables.push({ mean, sigma });
    this.variableIds.set(id, this.variables.length - 1);
    return this.variables.length - 1;
  }

  /**
   * A term whose factor is a library row, its value per `basis` (null when the row's unit does
   * not fit: the caller then falls back). `extraSigma` widens the factor ('Do not know').
   */
  addFactorTerm(
    info: TermInfo,
    amount: { mean: number; sigma: number },
    found: FoundFactor,
    basis: FactorBasis,
    { extraSigma = 0, worseGeography = 0 }: { extraSigma?: number; worseGeography?: number } = {},
  ): boolean {
    const value = valuePer(found.factor, basis);
    if (value === null) {
      // A factor in a unit the method cannot use here is never dropped silently (method 2.0):
      // the term is not counted, and the provider is told which factor and unit.
      this.gap(
        'provider',
        phrase('footprints.gap.factorUnit', {
          factor: factorName(found.factor),
          unit: found.factor.unit,
          basis: phrase(`footprints.word.per.${basis}`),
        }),
        info.category,
        info.at,
      );
      return false;
    }
    const steps = found.distance + worseGeography;
    const quality: DataQuality =
      steps > 0
        ? { ...found.factor.dqr, geographical: Math.min(5, found.factor.dqr.geographical + steps) }
        : found.factor.dqr;
    const sigma = sigmaOf(found.factor.kind, quality, extraSigma);
    const f = found.factor;
    const variable = this.variable(
      `${f.kind}|${f.key}|${f.geography}|${basis}|${sigma.toFixed(6)}`,
      value,
      sigma,
    );
    this.terms.push({
      ...info,
      primary: info.primary ?? false,
      source: f.source,
      amount: amount.mean,
      amountSigma: amount.sigma,
      variable,
      quality,
      factor: {
        kind: f.kind,
        key: f.key,
        name: f.name,
        value: f.value,
        unit: f.unit,
        geography: f.geography,
        licence: f.licence,
        imported: f.imported === true,
      },
    });
    return true;
  }

  /** A term whose factor the method computed (a plant's intensity, a composition's carbon). */
  addComputedTerm(
    info: TermInfo,
    amount: { mean: number; sigma: number },
    factor: { mean: number; sigma: number; source: Phrase; quality: DataQuality; variableId?: string },
  ): void {
    const id = factor.variableId ?? `computed|${this.computed++}`;
    const variable = this.variable(id, factor.mean, factor.sigma);
    this.terms.push({
      ...info,
      primary: info.primary ?? false,
      source: factor.source,
      amount: amount.mean,
      amountSigma: amount.sigma,
      variable,
      quality: factor.quality,
    });
  }

  link(link: Link): void {
    this.links.push(link);
  }

  /**
   * A data gap, and whose it is to fill (issue #36): the client's (a missing weight, plant,
   * treatment or composition) or the provider's (a factor the library lacks or cannot use).
   */
  gap(
    owner: DataGapOwner,
    phrase: Phrase,
    category: FootprintCategory | null,
    at: EstimateRowPointer | null,
    plantId?: string,
  ): void {
    this.dataGaps.push({ phrase, category, at, plantId: plantId ?? null, owner });
  }

  warn(code: EstimateWarning['code'], reaction: number, phrase: Phrase): void {
    this.warnings.push({ code, reaction: reaction + 1, phrase });
  }
}
