import type { Plant } from '@pharmatrace/domain';

/**
 * A plant whose figures are not entered yet, as GET /api/plant answers it (spec 001 §3 'Plant':
 * every quantity empty, with its default unit): shared by the tests of the screens that list or
 * pick plants, so the shape is written once.
 */
export const unenteredPlantFigures = {
  reportingYear: 2025,
  comments: '',
  employees: null,
  capex: { value: null, unit: 'Million €' },
  coolingWater: { value: null, unit: 'm3' },
  energyConsumption: {},
  energyProduction: { value: null, unit: 'MWh' },
  scope1: { value: null, unit: 'TonsCO2eq' },
  scope2: { value: null, unit: 'TonsCO2eq' },
  productionFPValue: null,
  productionIntFPValue: null,
  refrigerantGases: [],
  volatileOrganicCompounds: [],
  updatedAt: '2025-01-01T08:00:00.000Z',
} satisfies Partial<Plant>;
