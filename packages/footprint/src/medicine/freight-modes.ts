import type { EmissionFactor } from '@pharmatrace/domain';

/**
 * Air and rail freight, which the starter library (road and sea only) lacks and a medicine's
 * legs need (issue #37 'Transport and distribution'). Read from the UK Parliament's record of a
 * written answer that quotes DEFRA's 2007 'Guidelines for Company Reporting on Greenhouse Gas
 * Emissions' (kg CO2 per tonne-km: rail 0.03, air long haul 0.57, air short haul 1.58):
 * https://hansard.parliament.uk/Commons/2007-06-04/debates/07060419000014/FreightTransport
 * (Open Parliament Licence v3.0). CO2 only and from 2007: temporal rating 5, technological 3; the
 * provider's imported rows of the same kind and key replace them (factors/library.ts).
 */
const HANSARD =
  "UK Parliament, Hansard HC 4 June 2007, written answer 'Freight Transport', quoting DEFRA's Guidelines for Company Reporting on GHG Emissions (2007)";
const OPEN_PARLIAMENT = 'Open Parliament Licence v3.0';

const row = (key: string, name: string, value: number, note: string): EmissionFactor => ({
  kind: 'freight',
  key,
  name,
  unit: 'kgCO2e/tkm',
  value,
  geography: 'GLO',
  source: HANSARD,
  licence: OPEN_PARLIAMENT,
  year: 2007,
  dqr: { technological: 3, geographical: 3, temporal: 5, reliability: 2 },
  note,
});

export const medicineFreightFactors: EmissionFactor[] = [
  row('rail', 'Rail freight', 0.03, 'CO2 per tonne-km, UK rail freight.'),
  row(
    'air',
    'Air freight, long haul',
    0.57,
    'CO2 per tonne-km, long haul: medicines flown to France come from other continents.',
  ),
];
