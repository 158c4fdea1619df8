import type { EmissionFactor } from '@pharmatrace/domain';
import { USLCI_COMPUTED, USLCI_DATABASE, uslciRows } from './open-uslci-rows';
import { starterName } from './starter-names';

/**
 * Open production factors computed from the US LCI database (issue #36 'Open factors';
 * docs/methodology.md 'Open factors'): cradle-to-gate GWP100 per kg of the chemicals whose
 * production the database describes. The factors are computed here, not copied: the script
 * packages/footprint/scripts/uslci-gwp.ts solves the database's technology matrix and writes
 * open-uslci-rows.ts; only the results ship, never the database.
 */

export type { UslciRow } from './uslci-row';

export const USLCI_LICENCE =
  'US LCI database (NREL; US federal data open to everybody), repository FLCAC-admin/uslci-content under the MIT licence';

/** The GWP100 figures' source, shortened for a factor's source line (the full citation is in gwp-ar6.ts). */
const USLCI_METHOD_SHORT = 'IPCC AR6 WG I ch. 7';

/** The computed rows as factors of the library (kind material, found by CAS number or name). */
export const uslciFactors: EmissionFactor[] = uslciRows.map((row) => ({
  kind: 'material',
  key: row.cas,
  name: starterName('material', row.cas),
  // Found by CAS number, else by the substance's own name or an alias.
  aliases: [row.name, ...(row.aliases ?? [])],
  unit: 'kgCO2e/kg',
  value: row.value,
  // US data: the only place it describes. Used for any place (GLO) with a geographical rating of 3.
  geography: 'GLO',
  source: `${USLCI_DATABASE}, process '${row.process}' ${row.processId}; GWP100 ${USLCI_METHOD_SHORT}; computed ${USLCI_COMPUTED}`,
  licence: USLCI_LICENCE,
  year: Number(USLCI_COMPUTED.slice(0, 4)),
  // Technology as rated per row; US production used worldwide: geographical 3; inventories of
  // 1990-2011: temporal 4; computed from a reviewed database with its cut-offs reported: reliability 2.
  dqr: { technological: row.technological, geographical: 3, temporal: 4, reliability: 2 },
  note: [
    row.product ? `Co-product '${row.product}', allocated by mass.` : '',
    row.note ?? '',
    `Cut-off: ${row.cutOffs} inputs without a provider in the database${row.largestCutOffs ? ` (largest: ${row.largestCutOffs})` : ''}.`,
  ]
    .filter(Boolean)
    .join(' ')
    .slice(0, 1000),
}));
