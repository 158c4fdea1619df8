import {
  dispensingUnitOf,
  formatHeadlineFigure,
  headlineOfEstimate,
  type Locale,
  MEDICINE_FOOTPRINT_UNIT,
  type MedicineFootprintForm,
  type MedicineSegment,
  medicineSegmentPosts,
  translate,
} from '@pharmatrace/domain';
import { formatShare } from '@/lib/format-carbon';

/** The segments in the medicine database's order, end of life as the fourth share (issue #37). */
export const studySegments = Object.keys(medicineSegmentPosts) as MedicineSegment[];

type Interval = { value: number; p2_5: number; p97_5: number };

/**
 * The per-box headline, '260 gCO2e per box, 95 % interval 130 to 480': the domain's headline
 * rounding (two significant digits, issue #36: never a '±'), in the medicine's unit.
 */
export function perBoxHeadline(perBox: Interval, language: Locale): string {
  const h = headlineOfEstimate(perBox);
  return translate(language, 'medicineStudy.estimate.headline', {
    value: formatHeadlineFigure(language, h.value),
    low: formatHeadlineFigure(language, h.low),
    high: formatHeadlineFigure(language, h.high),
    unit: MEDICINE_FOOTPRINT_UNIT,
  });
}

/** '16 gCO2e per tablet' (the form's dispensing unit; 'unit' where the form is not given). */
export function perUnitLine(
  perUnit: Interval,
  form: MedicineFootprintForm | undefined,
  language: Locale,
): string {
  const h = headlineOfEstimate(perUnit);
  return translate(language, 'medicineStudy.estimate.perUnit', {
    value: formatHeadlineFigure(language, h.value),
    unit: MEDICINE_FOOTPRINT_UNIT,
    unitName: translate(language, `medicineStudy.unit.${form ? dispensingUnitOf[form] : 'unit'}`),
  });
}

/** 'End of life: 3 %', each segment by its name and share. */
export function segmentLines(segments: Record<MedicineSegment, number>, language: Locale): string[] {
  return studySegments.map((segment) =>
    translate(language, 'medicineStudy.estimate.share', {
      label: translate(language, `medicineStudy.segment.${segment}`),
      share: formatShare(segments[segment], language),
    }),
  );
}
