import { type EstimateRowPointer, phrase } from '@pharmatrace/domain';
import { basicSigma, UNKNOWN_PLACE_SIGMA } from '../../pedigree';
import { pointer } from '../builder';
import { isStarted, listOf, positive, type Row, rowOf, text } from '../reading';
import { type StreamKind, streamEmission } from '../wastes';
import { type Batch, fixedAmount, GLOBAL, type ReactionContext } from './context';

export function wasteLines(c: ReactionContext, productBy: Row, batch: Batch) {
  const { b, r } = c;
  // Wastes (issue #23 'Wastes').
  const wasteLists: [
    StreamKind,
    'carbonReactionAqueousWastes' | 'carbonReactionOrganicWastes' | 'carbonReactionGasWastes',
  ][] = [
    ['aqueous', 'carbonReactionAqueousWastes'],
    ['organic', 'carbonReactionOrganicWastes'],
    ['gas', 'carbonReactionGasWastes'],
  ];
  for (const [kind, key] of wasteLists) {
    listOf(productBy[key])
      .map(rowOf)
      .forEach((row, index) => {
        if (!isStarted(row, ['roughComposition', 'type', 'weightPerBatch'])) return;
        const at = pointer(r, key, index);
        const kg = positive(row.weightPerBatch);
        const composition = text(row.roughComposition);
        if (kg === null) {
          b.gap(
            'client',
            phrase('footprints.gap.wasteNoWeight', {
              line: index + 1,
              kind: phrase(`footprints.word.${kind}`),
              composition: composition ? `'${composition}' ` : '',
            }),
            'wasteTreatment',
            at,
          );
          return;
        }
        batch.hasOutputLines = true;
        batch.outputs += kg;
        wasteTerms(c, kind, row, at, index, batch.per(kg));
      });
  }
}

/** The treatments of a waste line, each named by a catalogue word in the hot spots' labels. */
const treatments = [
  'PhysicoChemicalStation',
  'BioStation',
  'Incineration',
  'Sewer',
  'Filtration',
  'NoTreatment',
  'DoNotKnow',
] as const;
type Treatment = (typeof treatments)[number];
const isTreatment = (value: string): value is Treatment => (treatments as readonly string[]).includes(value);

function wasteTerms(
  c: ReactionContext,
  kind: StreamKind,
  row: Row,
  at: EstimateRowPointer,
  index: number,
  kgPerKg: number,
) {
  const { b, r } = c;
  const composition = text(row.roughComposition);
  const typed = text(row.type);
  let treatment: Treatment = 'DoNotKnow';
  if (isTreatment(typed)) treatment = typed;
  else {
    b.gap(
      'client',
      phrase('footprints.gap.wasteNoTreatment', { line: index + 1, kind: phrase(`footprints.word.${kind}`) }),
      'wasteTreatment',
      at,
    );
  }
  const unknown = treatment === 'DoNotKnow';
  const what = phrase(`footprints.hotSpot.waste.${kind}`, {
    composition: composition ? ` '${composition}'` : '',
    treatment: phrase(`footprints.hotSpot.treatment.${treatment}`),
  });
  const emission = streamEmission(kind, composition, c.factors);
  if (!emission.fromComposition) {
    b.gap(
      'client',
      phrase('footprints.gap.wasteUnknownComposition', {
        line: index + 1,
        kind: phrase(`footprints.word.${kind}`),
      }),
      'wasteTreatment',
      at,
    );
  }
  if (unknown) {
    b.gap(
      'client',
      phrase('footprints.gap.wasteUnknownTreatment', {
        line: index + 1,
        kind: phrase(`footprints.word.${kind}`),
      }),
      'wasteTreatment',
      at,
    );
  }
  const amount = { mean: kgPerKg, sigma: basicSigma.input };
  const extra = unknown ? UNKNOWN_PLACE_SIGMA : 0;
  if (emission.perKg > 0) {
    b.addComputedTerm(
      { reaction: r, category: 'wasteTreatment', label: what, at, primary: emission.fromComposition },
      amount,
      {
        mean: emission.perKg,
        sigma: Math.hypot(emission.sigma, extra),
        source: emission.source,
        quality: emission.fromComposition
          ? { technological: 2, geographical: 1, temporal: 1, reliability: 2 }
          : { technological: 4, geographical: 1, temporal: 1, reliability: 4 },
      },
    );
  }
  // The treatment itself, as the stream's chosen treatment says (method 2.0): energy, chemicals,
  // and for an incinerated aqueous stream the fuel that evaporates its water. 'No treatment'
  // releases the stream's carbon (its own emissions above) and costs no treatment; 'Do not know'
  // takes incineration, the most emitting.
  const processes: string[] =
    kind === 'gas' || treatment === 'NoTreatment'
      ? []
      : treatment === 'BioStation'
        ? ['biological-station']
        : treatment === 'PhysicoChemicalStation' || treatment === 'Filtration'
          ? ['physico-chemical-station']
          : treatment === 'Sewer'
            ? ['sewer']
            : kind === 'organic'
              ? ['incineration']
              : ['incineration', 'aqueous-incineration'];
  for (const key of processes) {
    const found = c.factors.byKeyIn('waste-treatment', key, GLOBAL);
    if (found) {
      b.addFactorTerm(
        {
          reaction: r,
          category: 'wasteTreatment',
          label: phrase('footprints.hotSpot.wasteTreatment', { waste: what }),
          at,
        },
        fixedAmount(kgPerKg),
        found,
        'kg',
        {
          extraSigma: extra,
        },
      );
    }
  }
}
