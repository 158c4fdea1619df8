import type { MedicinePost, Phrase } from '@pharmatrace/domain';
import { type FactorBasis, type FoundFactor, valuePer } from '../factors/library';
import { sigmaOf } from '../pedigree';

/**
 * The medicine footprint as a model (issue #37): lines per dispensing unit, each an amount (kg,
 * kWh or tonne-km per unit) × a factor, both lognormal given by their mean and σ (the σ of the
 * logarithm, as in the substance method: model/types.ts). One variable per factor identity, so
 * that every line using a factor moves with it; each line's own amount is drawn once.
 */

export interface MedicineVariable {
  mean: number;
  sigma: number;
}

export interface MedicineLine {
  post: MedicinePost;
  label: Phrase;
  /** The document's field the line reads, for a screen to link to ('packaging.1'), or null. */
  path: string | null;
  amount: number;
  amountSigma: number;
  variable: number;
  source: string | Phrase;
}

/** A data gap as the method writes it: whose it is to fill, and a phrase said at the API's edge. */
export interface PhrasedMedicineGap {
  path: string | null;
  owner: 'client' | 'provider';
  phrase: Phrase;
}
export interface PhrasedMedicineWarning {
  path: string | null;
  phrase: Phrase;
}

export class MedicineModel {
  readonly variables: MedicineVariable[] = [];
  readonly lines: MedicineLine[] = [];
  readonly gaps: PhrasedMedicineGap[] = [];
  readonly warnings: PhrasedMedicineWarning[] = [];
  private readonly ids = new Map<string, number>();

  /** The variable of this identity, made on first use: every line naming it shares one draw. */
  variable(id: string, mean: number, sigma: number): number {
    const known = this.ids.get(id);
    if (known !== undefined) return known;
    this.variables.push({ mean, sigma });
    this.ids.set(id, this.variables.length - 1);
    return this.variables.length - 1;
  }

  /**
   * A line whose factor is a library row, converted to `basis`; false when the row's unit does
   * not fit (the caller then reports a gap: a factor is never dropped silently).
   */
  addFactorLine(
    line: Omit<MedicineLine, 'variable' | 'source'>,
    found: FoundFactor,
    basis: FactorBasis,
  ): boolean {
    const value = valuePer(found.factor, basis);
    if (value === null) return false;
    const f = found.factor;
    const quality = { ...f.dqr, geographical: Math.min(5, f.dqr.geographical + found.distance) };
    // A catalyst's metal share (library.ts): the metal's own row is drawn, the share scales the amount.
    const variable = this.variable(
      `${f.kind}|${f.key}|${f.geography}|${basis}`,
      found.share ? (valuePer(found.share.of, basis) ?? value) : value,
      sigmaOf(f.kind, quality, 0, f.sourceSigma),
    );
    const amount = line.amount * (found.share?.fraction ?? 1);
    this.lines.push({ ...line, amount, variable, source: f.source });
    return true;
  }

  addLine(line: MedicineLine): void {
    this.lines.push(line);
  }

  gap(owner: PhrasedMedicineGap['owner'], path: string | null, phrase: Phrase): void {
    this.gaps.push({ owner, path, phrase });
  }

  warn(path: string | null, phrase: Phrase): void {
    this.warnings.push({ path, phrase });
  }

  /** A line's mean, kgCO2e per dispensing unit. */
  meanOf(line: MedicineLine): number {
    return line.amount * this.variables[line.variable]!.mean;
  }
}
