import type { MedicineFootprintForm, MedicinePackagingMaterial } from '@pharmatrace/domain';

/**
 * The medicine method's own defaults (issue #37 'End of life: the method's defaults, each named'):
 * every figure the method assumes where the client gives none, each named here with why it is
 * what it is. They are assumptions, not measurements: each is drawn with a wide spread
 * (ASSUMED_INPUT_SIGMA and more), and each use is a data gap, so that the screens say so.
 * docs/methodology.md 'The medicine footprint' lists them.
 */

/** σ of an assumed quantity of the medicine method: a factor of about 2 either way at 95 %. */
export const MEDICINE_ASSUMED_SIGMA = 0.7;

/**
 * Energy to formulate and pack 1,000 units where neither the plant nor the energy is given, kWh.
 * Solid and liquid forms: granulation, compression or filling, coating, blistering and the
 * building's air handling, taken as 20 kWh per 1,000 units; sterile injectables need clean rooms
 * whose air handling dominates, taken as ten times more. Assumptions to be replaced by the plant's
 * own figures.
 */
export const DEFAULT_KWH_PER_1000_UNITS: Record<MedicineFootprintForm, number> = {
  TABLET: 20,
  CAPSULE: 20,
  ORAL_LIQUID: 20,
  INJECTABLE: 200,
  OTHER: 20,
};

/**
 * The pack assumed where the client gives none, grams per unit (primary) and per box (secondary):
 * a PVC/aluminium blister of ten tablets weighs about 3 g (2.5 g of film, 0.8 g of foil); a syrup
 * bottle about 25 g of HDPE for 100 ml; a vial about 5 g of glass and a 0.5 g stopper; a carton
 * and its leaflet about 12 g. Assumptions.
 */
export const DEFAULT_PRIMARY_GRAMS_PER_UNIT: Record<
  MedicineFootprintForm,
  readonly { material: MedicinePackagingMaterial; grams: number }[]
> = {
  TABLET: [
    { material: 'PVC', grams: 0.25 },
    { material: 'ALUMINIUM', grams: 0.08 },
  ],
  CAPSULE: [
    { material: 'PVC', grams: 0.25 },
    { material: 'ALUMINIUM', grams: 0.08 },
  ],
  ORAL_LIQUID: [{ material: 'HDPE', grams: 0.25 }],
  INJECTABLE: [
    { material: 'GLASS', grams: 5 },
    { material: 'RUBBER', grams: 0.5 },
  ],
  OTHER: [{ material: 'PVC', grams: 0.33 }],
};
export const DEFAULT_SECONDARY_GRAMS_PER_BOX: readonly {
  material: MedicinePackagingMaterial;
  grams: number;
}[] = [
  { material: 'CARTON', grams: 10 },
  { material: 'PAPER', grams: 2 },
];

/**
 * Transport where the client gives no leg: the API comes by sea from a region not known
 * (regions.ts UNKNOWN_PLACE_SEA_KM, conservative) and by road within the region, and the medicine
 * goes by road from a European formulation site to France.
 */
export const DEFAULT_API_SEA_KM = 15_000;
export const DEFAULT_API_ROAD_KM = 1_000;
export const DEFAULT_TO_FRANCE_ROAD_KM = 1_000;

/** Distribution in France, wholesaler to pharmacy or hospital, by road, km (an assumption). */
export const DISTRIBUTION_ROAD_KM = 300;
/** Ambient storage at the wholesaler and the pharmacy, kWh per box over its stay (an assumption). */
export const STORAGE_KWH_PER_BOX = 0.005;
/**
 * The cold chain (2–8 °C): refrigerated storage and transport, kWh of electricity per box on top
 * of ambient storage (an assumption), and the refrigerated trucks' extra fuel, as a share of the
 * road legs in France.
 */
export const COLD_CHAIN_KWH_PER_BOX = 0.1;
export const COLD_CHAIN_ROAD_UPLIFT = 0.25;

/**
 * The share of dispensed medicine returned unused and incinerated (in France, through Cyclamed's
 * take-back): an assumption of 5 % of the units.
 */
export const UNUSED_SHARE = 0.05;
/**
 * Fossil CO2 of burning 1 kg of an active whose composition the library does not know: an organic
 * molecule is about 60 % carbon by mass, 0.6 × 44/12 ≈ 2.2 kgCO2/kg. Excipients are mostly
 * cellulose, lactose and starch, whose carbon is biogenic: not counted (ISO 14067 reports
 * biogenic CO2 apart).
 */
export const ACTIVE_INCINERATION_KG_CO2_PER_KG = 2.2;

/**
 * Fossil carbon of the packaging materials, kg of CO2 per kg burnt, from their repeat units:
 * PVC (C2H3Cl) 24.02/62.50 g of carbon a mole → 0.384 × 44.01/12.01 = 1.41; PVDC (C2H2Cl2)
 * 24.02/96.94 → 0.908; the blister laminate is taken as 90 % PVC, 10 % PVDC by mass; HDPE (C2H4)
 * 24.02/28.05 → 3.14; rubber as polyisoprene (C5H8) 60.05/68.12 → 3.23. Paper and board are
 * biogenic carbon; aluminium and glass hold none. French household packaging is partly recycled:
 * the method counts all of it as incinerated, an upper bound that gives no recycling credit.
 */
export const PACKAGING_FOSSIL_CO2_PER_KG: Record<MedicinePackagingMaterial, number> = {
  PVC: 1.41,
  PVC_PVDC: 0.9 * 1.41 + 0.1 * 0.908,
  ALUMINIUM: 0,
  HDPE: 3.14,
  GLASS: 0,
  RUBBER: 3.23,
  CARTON: 0,
  PAPER: 0,
};
