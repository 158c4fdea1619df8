import { z } from 'zod';
import type { MessageKey } from '../i18n/en';
import { messages } from '../messages';
import { type EnergySource, energySources } from './energy-sources';
import { whenMissing } from './fields';
import { optionalQuantity } from './numbers';

/** Default units of the plant form (spec 001 §3 Plant, §9). */
export const plantDefaultUnits = {
  capex: 'Million €',
  coolingWater: 'm3',
  Electricity: 'MWh',
  NaturalGas: 'MWh',
  Coal: 'MWh',
  FuelOil: 'Litres',
  Gasoline: 'Litres',
  Steam: 'Tons',
  Heat: 'MJ',
  LiquidNitrogen: 'Tons',
  energyProduction: 'MWh',
  scope1: 'TonsCO2eq',
  scope2: 'TonsCO2eq',
} as const;

export { type EnergySource, energySources } from './energy-sources';

/** Unit options per quantity (spec 001 §3 Enumerations; the full lists are ours to choose). */
export const unitOptions = {
  energy: ['KWh', 'MWh', 'GWh', 'MJ', 'GJ', 'BTU', 'MMBTU', 'Therm'],
  volume: ['Litres', 'Tons', 'Gallon_Imperial', 'Gallon_US'],
  water: ['m3', 'Tons'],
  fuel: ['Nm3Gas', 'ScfGas', 'Kg', 'Tons', 'Pounds', 'Litres', 'gallons'],
  emissions: ['TonsCO2eq', 'KgCO2eq'],
  currency: ['Million €', 'Million $'],
  mass: ['Tons', 'Kg'],
} as const;

/** Refrigerant gases (spec 001 §3: HFC, PFC and R-numbered blends, plus Unknown). */
export const refrigerantGasTypes = [
  'HFC-23',
  'HFC-32',
  'HFC-125',
  'HFC-134a',
  'HFC-143a',
  'HFC-152a',
  'HFC-227ea',
  'HFC-245fa',
  'HFC-365mfc',
  'PFC-14',
  'PFC-116',
  'PFC-218',
  'R-404A',
  'R-407A',
  'R-407C',
  'R-407F',
  'R-410A',
  'R-417A',
  'R-422D',
  'R-427A',
  'R-438A',
  'R-448A',
  'R-449A',
  'R-452A',
  'R-507A',
  'R-513A',
  'R-22',
  'R-717 (ammonia)',
  'R-744 (CO2)',
  'R-290 (propane)',
  'R-600a (isobutane)',
  'Unknown',
] as const;

/**
 * The gas types whose names hold words, and the catalogue key that says them in the page's
 * language (issue #27); the wire keeps the spec's value, and the codes show as written.
 */
export const refrigerantGasTypeKeys: Partial<Record<(typeof refrigerantGasTypes)[number], MessageKey>> = {
  Unknown: 'plants.gas.unknown',
  'R-717 (ammonia)': 'factors.starter.refrigerant.R-717 (ammonia)',
};

/**
 * What the unit lists show (issue #16); the wire keeps the value (spec 001 §3 Enumerations), and a
 * unit without a label here shows as sent.
 */
export const unitLabels: Record<string, string> = {
  KWh: 'kWh',
  MWh: 'MWh',
  GWh: 'GWh',
  MJ: 'MJ',
  GJ: 'GJ',
  BTU: 'BTU',
  MMBTU: 'MMBTU',
  Therm: 'Therm',
  Litres: 'Litres',
  Tons: 'Tons',
  Gallon_Imperial: 'Gallon (imperial)',
  Gallon_US: 'Gallon (US)',
  m3: 'm³',
  Nm3Gas: 'Nm³ (gas)',
  ScfGas: 'scf (gas)',
  Kg: 'kg',
  Pounds: 'Pounds',
  gallons: 'Gallons',
  TonsCO2eq: 'Tons CO₂eq',
  KgCO2eq: 'kg CO₂eq',
  'Million €': 'Million €',
  'Million $': 'Million $',
};

/** A unit as the lists show it: 'Gallon_Imperial' → 'Gallon (imperial)'. */
export const unitLabel = (unit: string): string => unitLabels[unit] ?? unit;

/** Year options: the current year and the four before (spec 001 §9). */
export function reportingYearOptions(now = new Date()): number[] {
  const year = now.getFullYear();
  return [year, year - 1, year - 2, year - 3, year - 4];
}

const unit = z.string().trim().max(40);

/**
 * A quantity and its unit. Every one may be omitted (issue #16): it then reads back empty, with
 * the default unit of spec 001 §9.
 */
const valueUnit = (label: string, defaultUnit: string) =>
  z
    .object({ value: optionalQuantity(label), unit: unit.default(defaultUnit) })
    .default({ value: null, unit: defaultUnit });

const energyConsumptionShape = Object.fromEntries(
  energySources.map(({ key, label }) => [key, valueUnit(label, plantDefaultUnits[key])]),
) as { [K in EnergySource]: ReturnType<typeof valueUnit> };

const emptyEnergyConsumption = Object.fromEntries(
  energySources.map(({ key }) => [key, { value: null, unit: plantDefaultUnits[key] }]),
) as { [K in EnergySource]: { value: null; unit: string } };

/**
 * Plant (spec 001 §3), validated with the messages of spec 001 §5 'Plant'. Only the company name,
 * the reporting year, the country and the city are required; every other field may be left out.
 */
export const plantInputSchema = z.object({
  companyName: z
    .string({ error: whenMissing(messages.plant.companyNameEmpty) })
    .trim()
    .min(1, messages.plant.companyNameEmpty)
    .max(200),
  reportingYear: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
    z
      .number({ error: whenMissing(messages.plant.reportingYearEmpty) })
      .int()
      .min(1900)
      .max(2200),
  ),
  countryId: z
    .string({ error: whenMissing(messages.plant.countryEmpty) })
    .trim()
    .min(1, messages.plant.countryEmpty)
    .max(10),
  city: z
    .string({ error: whenMissing(messages.plant.cityEmpty) })
    .trim()
    .min(1, messages.plant.cityEmpty)
    .max(200),
  comments: z.string().trim().max(5000).default(''),
  employees: optionalQuantity('Number of employees', { wholeNumber: true }),
  capex: valueUnit('Capex', plantDefaultUnits.capex),
  coolingWater: valueUnit('Cooling water', plantDefaultUnits.coolingWater),
  energyConsumption: z.object(energyConsumptionShape).default(emptyEnergyConsumption),
  energyProduction: valueUnit('Annual production of energy', plantDefaultUnits.energyProduction),
  scope1: valueUnit('Scope 1', plantDefaultUnits.scope1),
  scope2: valueUnit('Scope 2', plantDefaultUnits.scope2),
  productionFPValue: optionalQuantity('The volume'),
  productionIntFPValue: optionalQuantity('The volume'),
  refrigerantGases: z
    .array(
      z.object({
        value: optionalQuantity('Annual leakage/recharge'),
        type: z.string().trim().max(60).default(''),
      }),
    )
    .max(50)
    .default([]),
  volatileOrganicCompounds: z
    .array(
      z.object({
        name: z.string().trim().max(200).default(''),
        quantity: optionalQuantity('Tons per year'),
      }),
    )
    .max(50)
    .default([]),
});
export type PlantInput = z.input<typeof plantInputSchema>;
export type PlantData = z.output<typeof plantInputSchema>;

/** A plant as the API answers it. */
export const plantSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  reportingYear: z.number().int().nullable(),
  countryId: z.string().nullable(),
  country: z.object({ name: z.string() }).nullable(),
  city: z.string(),
  comments: z.string(),
  employees: z.number().nullable(),
  capex: z.object({ value: z.number().nullable(), unit: z.string() }),
  coolingWater: z.object({ value: z.number().nullable(), unit: z.string() }),
  energyConsumption: z.record(z.string(), z.object({ value: z.number().nullable(), unit: z.string() })),
  energyProduction: z.object({ value: z.number().nullable(), unit: z.string() }),
  scope1: z.object({ value: z.number().nullable(), unit: z.string() }),
  scope2: z.object({ value: z.number().nullable(), unit: z.string() }),
  productionFPValue: z.number().nullable(),
  productionIntFPValue: z.number().nullable(),
  refrigerantGases: z.array(z.object({ value: z.number().nullable(), type: z.string() })),
  volatileOrganicCompounds: z.array(z.object({ name: z.string(), quantity: z.number().nullable() })),
  updatedAt: z.string(),
});
export type Plant = z.infer<typeof plantSchema>;
