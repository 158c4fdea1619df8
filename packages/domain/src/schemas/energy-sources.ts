/*
 * In a module of its own because the catalogues name the plant form's fields by these labels,
 * while the plant schema's messages are catalogue keys: one file each way would be a circle.
 */

/** The rows of the energy table, with the labels the spec's messages use. */
export const energySources = [
  { key: 'Electricity', label: 'Electricity' },
  { key: 'NaturalGas', label: 'Natural gas' },
  { key: 'Coal', label: 'Coal' },
  { key: 'FuelOil', label: 'Fuel oil' },
  { key: 'Gasoline', label: 'Gasoline' },
  { key: 'Steam', label: 'Steam' },
  { key: 'Heat', label: 'Heat' },
  { key: 'LiquidNitrogen', label: 'Liquid nitrogen' },
] as const;
export type EnergySource = (typeof energySources)[number]['key'];
