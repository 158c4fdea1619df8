import type {
  MedicineFootprintDocument,
  MedicineFootprintForm,
  MedicinePackagingMaterial,
} from '@pharmatrace/domain';
import type { FactorIndex } from '../factors/library';
import type { FootprintPlant } from '../model/site';
import type { MedicineModel } from './model';

/**
 * A linked API footprint's adopted result, per kg of API (issue #37: 'the adopted result, by
 * reference, so that a new adopted result flows through'): its central value and its 95 %
 * interval when known, else its uncertainty (1.96 SD).
 */
export interface ApiFootprintResult {
  name: string;
  value: number;
  p2_5?: number | null;
  p97_5?: number | null;
  uncertainty?: number | null;
}

/** What every post reads: the seam between the posts' modules (as ReactionContext is for a route). */
export interface MedicineContext {
  doc: MedicineFootprintDocument;
  /** The form, 'OTHER' where none is given (a gap). */
  form: MedicineFootprintForm;
  /** Units per box, 1 where none is given (a gap). */
  unitsPerBox: number;
  factors: FactorIndex;
  model: MedicineModel;
  /** The client's completed API footprints the actives link to; null for one without an adopted result. */
  apiFootprints: ReadonlyMap<string, ApiFootprintResult | null>;
  /** The formulation plant: undefined when none is chosen, null when the chosen one is not found. */
  plant: FootprintPlant | null | undefined;
  /** kg of one unit's actives and excipients. */
  productKgPerUnit: number;
  /** The packaging counted, per unit (the client's, or the form's default), kg by material. */
  packagingKgPerUnit: { material: MedicinePackagingMaterial; kg: number; path: string | null }[];
}

/** kg per unit from mg per unit. */
export const kgOfMg = (mg: number) => mg / 1_000_000;
