import type { EstimateRowPointer } from '@pharmatrace/domain';
import { parseDecimal } from '@/lib/decimal';
import type { SecondPartFormValues } from '../../utils/second-part-form-values';

const LIST = 'carbonReactionRawMaterials';

/**
 * The raw material of reaction `reaction` (1-based) with the largest weight per batch, as typed:
 * a PMI out of range or a mass balance that does not close is most often one weight typed wrong
 * (issue #36: 5,000,000 kg of methanol in an 800 kg batch), so the panel names that line.
 */
export function heaviestRawMaterial(
  values: SecondPartFormValues,
  reaction: number,
): { at: EstimateRowPointer; name: string; weight: number } | null {
  const rows = values.substances[reaction - 1]?.productBy[LIST] ?? [];
  let best: { at: EstimateRowPointer; name: string; weight: number } | null = null;
  rows.forEach((row, index) => {
    const weight = parseDecimal(String(row.weightPerBatch ?? ''));
    if (!Number.isFinite(weight) || (best && weight <= best.weight)) return;
    best = {
      at: {
        reaction,
        list: LIST,
        row: index,
        path: `substances.${reaction - 1}.productBy.${LIST}.${index}.weightPerBatch`,
      },
      name: String(row.name ?? ''),
      weight,
    };
  });
  return best;
}
