import {
  type EnergySource,
  energySources,
  type Plant,
  type PlantData,
  plantDefaultUnits,
} from '@pharmatrace/domain';
import type { FieldPath } from 'react-hook-form';
import type { DecimalValue } from '@/lib/decimal';

/**
 * What the plant form edits: numbers as the numeric fields hold them (decision 0060: a number, null
 * when empty, the text while it reads as no number, so that 'abc' can be shown back with
 * '{Field} must be a number', spec 001 §5). `plantInputSchema` checks them on submit (spec 001 §3:
 * empty numeric values are sent as null). Drafts saved before held text ('151.16'): it reads too.
 */
export type ValueUnitText = { value: DecimalValue; unit: string };
export type RefrigerantGasRow = { value: DecimalValue; type: string };
export type VocRow = { name: string; quantity: DecimalValue };

export type PlantFormValues = {
  companyName: string;
  reportingYear: string;
  countryId: string;
  city: string;
  comments: string;
  employees: DecimalValue;
  capex: ValueUnitText;
  coolingWater: ValueUnitText;
  energyConsumption: Record<EnergySource, ValueUnitText>;
  energyProduction: ValueUnitText;
  scope1: ValueUnitText;
  scope2: ValueUnitText;
  productionFPValue: DecimalValue;
  productionIntFPValue: DecimalValue;
  refrigerantGases: RefrigerantGasRow[];
  volatileOrganicCompounds: VocRow[];
};

export const emptyRefrigerantGas = (): RefrigerantGasRow => ({ value: null, type: '' });
export const emptyVoc = (): VocRow => ({ name: '', quantity: null });

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const held = (value: number | null | undefined): DecimalValue => value ?? null;

const pair = (stored: { value: number | null; unit: string } | undefined, defaultUnit: string) => ({
  value: held(stored?.value),
  unit: stored?.unit || defaultUnit,
});

/** The form's starting values: a stored plant, or an empty one with the default units (spec 001 §9). */
export function toPlantFormValues(plant?: Plant): PlantFormValues {
  const gases = plant?.refrigerantGases ?? [];
  const vocs = plant?.volatileOrganicCompounds ?? [];
  return {
    companyName: plant?.companyName ?? '',
    reportingYear: text(plant?.reportingYear),
    countryId: plant?.countryId ?? '',
    city: plant?.city ?? '',
    comments: plant?.comments ?? '',
    employees: held(plant?.employees),
    capex: pair(plant?.capex, plantDefaultUnits.capex),
    coolingWater: pair(plant?.coolingWater, plantDefaultUnits.coolingWater),
    energyConsumption: Object.fromEntries(
      energySources.map(({ key }) => [key, pair(plant?.energyConsumption[key], plantDefaultUnits[key])]),
    ) as Record<EnergySource, ValueUnitText>,
    energyProduction: pair(plant?.energyProduction, plantDefaultUnits.energyProduction),
    scope1: pair(plant?.scope1, plantDefaultUnits.scope1),
    scope2: pair(plant?.scope2, plantDefaultUnits.scope2),
    productionFPValue: held(plant?.productionFPValue),
    productionIntFPValue: held(plant?.productionIntFPValue),
    // One empty line to start with: it shows what to fill; empty lines are not sent.
    refrigerantGases: gases.length
      ? gases.map((gas) => ({ value: held(gas.value), type: gas.type }))
      : [emptyRefrigerantGas()],
    volatileOrganicCompounds: vocs.length
      ? vocs.map((voc) => ({ name: voc.name, quantity: held(voc.quantity) }))
      : [emptyVoc()],
  };
}

/** Which form line each sent line came from, to put a server error back on the right line. */
export type RowOrigins = { refrigerantGases: number[]; volatileOrganicCompounds: number[] };

/**
 * The body to send: lines left entirely empty are dropped (they say nothing, and the plant
 * would otherwise keep blank gases and compounds).
 */
export function toPlantRequest(data: PlantData): { body: PlantData; origins: RowOrigins } {
  const gasOrigins: number[] = [];
  const refrigerantGases = data.refrigerantGases.filter((gas, index) => {
    const isKept = gas.value !== null || gas.type !== '';
    if (isKept) gasOrigins.push(index);
    return isKept;
  });
  const vocOrigins: number[] = [];
  const volatileOrganicCompounds = data.volatileOrganicCompounds.filter((voc, index) => {
    const isKept = voc.quantity !== null || voc.name !== '';
    if (isKept) vocOrigins.push(index);
    return isKept;
  });
  return {
    body: { ...data, refrigerantGases, volatileOrganicCompounds },
    origins: { refrigerantGases: gasOrigins, volatileOrganicCompounds: vocOrigins },
  };
}

/** A server field path (`refrigerantGases.0.value`) as the form line it came from. */
export function toFormFieldPath(serverPath: string, origins: RowOrigins): string {
  const match = /^(refrigerantGases|volatileOrganicCompounds)\.(\d+)\.(.+)$/.exec(serverPath);
  const list = match?.[1];
  if (!match || (list !== 'refrigerantGases' && list !== 'volatileOrganicCompounds')) return serverPath;
  const [, , index, rest] = match;
  const origin = origins[list][Number(index)];
  return origin === undefined ? serverPath : `${list}.${origin}.${rest}`;
}

/** Every field path of the form as it stands, for placing a 400's `fields` (dotted paths). */
export function plantFieldPaths(values: PlantFormValues): FieldPath<PlantFormValues>[] {
  const valueUnit = (name: string) => [`${name}.value`, `${name}.unit`];
  const paths = [
    'companyName',
    'reportingYear',
    'countryId',
    'city',
    'comments',
    'employees',
    ...valueUnit('capex'),
    ...valueUnit('coolingWater'),
    ...energySources.flatMap(({ key }) => valueUnit(`energyConsumption.${key}`)),
    ...valueUnit('energyProduction'),
    ...valueUnit('scope1'),
    ...valueUnit('scope2'),
    'productionFPValue',
    'productionIntFPValue',
    ...values.refrigerantGases.flatMap((_, i) => [
      `refrigerantGases.${i}.value`,
      `refrigerantGases.${i}.type`,
    ]),
    ...values.volatileOrganicCompounds.flatMap((_, i) => [
      `volatileOrganicCompounds.${i}.name`,
      `volatileOrganicCompounds.${i}.quantity`,
    ]),
  ];
  return paths as FieldPath<PlantFormValues>[];
}
