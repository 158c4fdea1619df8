import { phrase } from '@pharmatrace/domain';
import { findKnownSubstance, normaliseCas } from '../../chemistry';
import { pointer } from '../builder';
import { isStarted, listOf, positive, type Row, roundedForMessage, rowOf, text } from '../reading';
import {
  type Batch,
  DISTANCE_SIGMA,
  fixedAmount,
  GLOBAL,
  primaryAmount,
  type ReactionContext,
} from './context';

/**
 * Closed-loop solvent recovery (method 2.0, issue #36): the solvent a reaction recovers goes back
 * into the same process, so it reduces the virgin solvent that process buys, never below zero.
 * No credit leaves the reaction: what is recovered above what was bought earns nothing (a
 * warning names it), and the recovery itself costs its distillation and its trip to the distiller.
 */

/** Round trip to the distiller, km, by distillation site (spec 001 §3 'Distillation site'). */
const distillationRoundTripKm: Record<string, number> = {
  'No distillation': 0,
  SameLocation: 0,
  LessThan200km: 200,
  LessThan1000km: 1_200,
  MoreThan1000km: 3_000,
};

const CAS_PATTERN = /^\d{2,7}-\d{2}-\d$/;

/** A solvent's CAS number: typed, or a known substance's by name ('' when neither). */
function casOf(cas: string, name: string): string {
  if (cas) return normaliseCas(cas);
  if (CAS_PATTERN.test(name)) return normaliseCas(name);
  const known = findKnownSubstance(undefined, name);
  return known ? normaliseCas(known.cas) : '';
}

/** The raw-material row a recovery line returns its solvent to: by CAS number, else by name; -1 for none. */
export function boughtRowOf(recovery: Row, rawRows: readonly Row[]): number {
  const name = text(recovery.solventName).toLowerCase();
  if (name === '') return -1;
  const cas = casOf('', name);
  const byCas = cas ? rawRows.findIndex((raw) => casOf(text(raw.cas), text(raw.name)) === cas) : -1;
  return byCas >= 0 ? byCas : rawRows.findIndex((raw) => text(raw.name).toLowerCase() === name);
}

const recoveryFields = ['solventName', 'distillationSite', 'recoveredWeightPerBatch'];

/** kg per batch each raw-material row gets back from the recovery lines that name it (before the cap). */
export function recoveredByRow(productBy: Row, rawRows: readonly Row[]): number[] {
  const back = rawRows.map(() => 0);
  for (const row of listOf(productBy.carbonReactionSolventRecyclings).map(rowOf)) {
    if (!isStarted(row, recoveryFields)) continue;
    const kg = positive(row.recoveredWeightPerBatch);
    const bought = boughtRowOf(row, rawRows);
    if (kg !== null && bought >= 0) back[bought]! += kg;
  }
  return back;
}

/** Each recovery line: its distillation and its transport, and a warning where it recovers more than was bought. */
export function recoveryTerms(c: ReactionContext, productBy: Row, rawRows: Row[], batch: Batch) {
  const { b, r } = c;
  const back = recoveredByRow(productBy, rawRows);
  listOf(productBy.carbonReactionSolventRecyclings)
    .map(rowOf)
    .forEach((row, index) => {
      if (!isStarted(row, recoveryFields)) return;
      const at = pointer(r, 'carbonReactionSolventRecyclings', index);
      const name = text(row.solventName);
      const recovered = positive(row.recoveredWeightPerBatch);
      if (recovered === null) {
        b.gap(
          'client',
          phrase('footprints.gap.recycledNoWeight', {
            line: index + 1,
            name: name || phrase('footprints.word.aSolvent'),
          }),
          'solvents',
          at,
        );
        return;
      }
      batch.hasOutputLines = true;
      batch.outputs += recovered;
      const boughtRow = boughtRowOf(row, rawRows);
      const bought = boughtRow >= 0 ? (positive(rawRows[boughtRow]!.weightPerBatch) ?? 0) : 0;
      if (boughtRow < 0 || back[boughtRow]! > bought) {
        b.warn(
          'RECOVERY_ABOVE_INPUT',
          r,
          phrase('footprints.warning.recoveryAboveInput', {
            reaction: r + 1,
            line: index + 1,
            name: name || phrase('footprints.word.aSolvent'),
            recovered: roundedForMessage(boughtRow >= 0 ? back[boughtRow]! : recovered),
            bought: roundedForMessage(bought),
          }),
        );
      }
      const kgPerKg = batch.per(recovered);
      let siteClass = text(row.distillationSite);
      if (!(siteClass in distillationRoundTripKm)) {
        b.gap(
          'client',
          phrase('footprints.gap.recycledNoSite', {
            line: index + 1,
            name: name || phrase('footprints.word.aSolvent'),
          }),
          'solvents',
          at,
        );
        siteClass = 'LessThan1000km';
      }
      // Distilled on the reaction's own site: its heat and power are in the plant's scope 1 and 2,
      // which the site term already counts (no double counting with the plant's scopes).
      if (siteClass !== 'No distillation' && siteClass !== 'SameLocation') {
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
            // The line's weight is drawn with its main term, now the distillation.
            primaryAmount(kgPerKg),
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
}
