import type {
  DataGapOwner,
  DataQuality,
  EstimateRowList,
  EstimateRowPointer,
  EstimateWarning,
  FootprintCategory,
  Phrase,
  PhraseValue,
  SensitivityInputKind,
} from '@pharmatrace/domain';
import { phrase } from '@pharmatrace/domain';
import { type FactorBasis, type FactorIndex, type FoundFactor, valuePer } from '../factors/library';
import { factorName } from '../factors/starter-names';
import { sigmaOf } from '../pedigree';
import type { Link, Model, Term, Variable } from './types';

/** An amount per kg of product: its mean and the σ of the line's weight it comes from (0: exact). */
export interface Amount {
  mean: number;
  sigma: number;
}

/**
 * A default distance: one assumption for every line that travels that leg, so one variable
 * (its id) shared by those lines, of this σ.
 */
export interface DistanceSpread {
  id: string;
  sigma: number;
}

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
 *
 * The random variables (method 2.0.0, issue #36 'Uncertainty'; docs/methodology.md):
 * - one per factor identity (kind, key, geography, basis; a class default also per substance),
 *   with the factor's own σ: every term that uses it moves with it;
 * - a factor used away from its place (a far geography, 'Do not know') adds a separate widening
 *   variable on that use alone, of the σ that takes the factor's own to the widened one;
 * - one per line of the batch records: its weight, drawn once for every term of the line (its
 *   material, transport, end of life, treatment, and the link to the reaction that makes it);
 * - one per default distance (mode, origin, destination): a shared assumption.
 */
export class ModelBuilder {
  readonly variables: Variable[] = [];
  readonly terms: Term[] = [];
  readonly links: Link[] = [];
  readonly dataGaps: Model['dataGaps'] = [];
  readonly warnings: Model['warnings'] = [];
  private readonly variableIds = new Map<string, number>();
  private computed = 0;
  /** The lines of the batch records (by their row's path): their weight's σ and what uses it. */
  private readonly lines = new Map<
    string,
    { sigma: number; what: PhraseValue | null; at: EstimateRowPointer; members: { spreads: number[] }[] }
  >();

  constructor(readonly factors: FactorIndex) {}

  /** The variable of this id, created on first use: every term naming it shares one draw. */
  variable(
    id: string,
    mean: number,
    sigma: number,
    input: { kind: SensitivityInputKind; what: PhraseValue; at: EstimateRowPointer | null },
  ): number {
    const known = this.variableIds.get(id);
    if (known !== undefined) return known;
    this.variables.push({ mean, sigma, input });
    this.variableIds.set(id, this.variables.length - 1);
    return this.variables.length - 1;
  }

  /**
   * The amount's spread: a row of a list is a line whose weight every term and link of that row
   * shares (resolved by `finish`, once the line's terms are known); a single row's amount (a
   * packaging, a reaction without its mass balance) is drawn on its own term.
   */
  private spreadOf(
    member: { spreads: number[] },
    amount: Amount,
    at: EstimateRowPointer | null,
    what: PhraseValue,
  ) {
    if (at && at.row !== null) {
      const line = this.lines.get(at.path) ?? { sigma: 0, what: null, at, members: [] };
      line.members.push(member);
      if (amount.sigma > line.sigma) line.sigma = amount.sigma;
      if (line.what === null && amount.sigma > 0) line.what = what;
      this.lines.set(at.path, line);
    } else if (amount.sigma > 0) {
      member.spreads.push(
        this.variable(`weight|${this.computed++}`, 1, amount.sigma, { kind: 'weight', what, at }),
      );
    }
  }

  /**
   * A term whose factor is a library row, its value per `basis` (null when the row's unit does
   * not fit: the caller then falls back). `extraSigma` and `worseGeography` widen the factor on
   * this use ('Do not know', a far geography); `identity` tells apart the substances one class
   * default stands for; `distance` is the default distance a freight term's tonne-km carry.
   */
  addFactorTerm(
    info: TermInfo,
    amount: Amount,
    found: FoundFactor,
    basis: FactorBasis,
    {
      extraSigma = 0,
      worseGeography = 0,
      identity,
      distance,
    }: { extraSigma?: number; worseGeography?: number; identity?: string; distance?: DistanceSpread } = {},
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
    const f = found.factor;
    // A catalyst's metal share: the variable is the metal's own row, the share scales the amount.
    const drawnValue = found.share ? (valuePer(found.share.of, basis) ?? value) : value;
    const steps = found.distance + worseGeography;
    const quality: DataQuality =
      steps > 0 ? { ...f.dqr, geographical: Math.min(5, f.dqr.geographical + steps) } : f.dqr;
    const own = sigmaOf(f.kind, f.dqr, 0, f.sourceSigma);
    const widened = sigmaOf(f.kind, quality, extraSigma, f.sourceSigma);
    // A class default stands for many substances: each substance (else each row) draws its own.
    const who = f.kind === 'class-default' ? `|${identity ?? info.at?.path ?? `use ${this.computed++}`}` : '';
    const variable = this.variable(`${f.kind}|${f.key}|${f.geography}|${basis}${who}`, drawnValue, own, {
      kind: f.kind === 'site-default' ? 'site' : 'factor',
      what: info.label,
      at: info.at,
    });
    const term: Term = {
      ...info,
      primary: info.primary ?? false,
      source: f.source,
      amount: amount.mean * (found.share?.fraction ?? 1),
      variable,
      spreads: [],
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
    };
    const widening = Math.sqrt(Math.max(0, widened ** 2 - own ** 2));
    if (widening > 1e-9) {
      term.spreads.push(
        this.variable(`place|${this.computed++}`, 1, widening, {
          kind: 'place',
          what: info.label,
          at: info.at,
        }),
      );
    }
    if (distance && distance.sigma > 0) {
      term.spreads.push(
        this.variable(`distance|${distance.id}`, 1, distance.sigma, {
          kind: 'distance',
          what: info.label,
          at: info.at,
        }),
      );
    }
    this.spreadOf(term, amount, info.at, info.label);
    this.terms.push(term);
    return true;
  }

  /** A term whose factor the method computed (a plant's intensity, a composition's carbon). */
  addComputedTerm(
    info: TermInfo,
    amount: Amount,
    factor: { mean: number; sigma: number; source: Phrase; quality: DataQuality; variableId?: string },
  ): void {
    const id = factor.variableId ?? `computed|${this.computed++}`;
    const variable = this.variable(id, factor.mean, factor.sigma, {
      kind: info.category === 'siteEnergy' ? 'site' : 'composition',
      what: info.label,
      at: info.at,
    });
    const term: Term = {
      ...info,
      primary: info.primary ?? false,
      source: factor.source,
      amount: amount.mean,
      variable,
      spreads: [],
      quality: factor.quality,
    };
    this.spreadOf(term, amount, info.at, info.label);
    this.terms.push(term);
  }

  /** A raw material the route makes: its line's weight is shared with the row's transport. */
  link(link: Omit<Link, 'spreads'>, amount: Amount, at: EstimateRowPointer, what: PhraseValue): void {
    const made: Link = { ...link, spreads: [] };
    this.spreadOf(made, amount, at, what);
    this.links.push(made);
  }

  /** The lines' weights, one variable each, given to every term and link of the line. */
  finish(): void {
    for (const [path, line] of this.lines) {
      if (!(line.sigma > 0)) continue;
      const weight = this.variable(`weight|${path}`, 1, line.sigma, {
        kind: 'weight',
        what: line.what ?? '',
        at: line.at,
      });
      for (const member of line.members) member.spreads.push(weight);
    }
    this.lines.clear();
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
