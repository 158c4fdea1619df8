/**
 * GWP100 of the greenhouse gases an inventory names, for characterising its emissions to air
 * (issue #36 'Open factors').
 *
 * Source, read for this table (not recalled):
 * - IPCC AR6 WG I (2021), Chapter 7 Supplementary Material, Table 7.SM.7, as published by the
 *   chapter's authors in github.com/chrisroadmap/ar6, data_output/7sm/metrics_supplement_cleaned.csv
 *   (commit 0916f81e52e851bd712a918050bb408c01d61a8d), column GWP100: every gas below but methane.
 * - Methane by origin, IPCC AR6 WG I Chapter 7 Table 7.15 (fossil 29.8, non-fossil 27.0: the
 *   fossil value adds the CO2 its carbon becomes), as the GHG Protocol 'Global Warming Potential
 *   Values' (August 2024) tabulates it. Table 7.SM.7 gives 27.9 for methane without the origin.
 * Licence: published scientific figures, cited.
 *
 * Conventions, as openLCA's IPCC methods and ISO 14067 use them: biogenic CO2 counts 0 both ways
 * (taken from air, given back); CO2 from land transformation counts as fossil; methane of
 * unspecified origin counts as fossil (the larger value). Carbon monoxide and NMVOC have no
 * GWP100 in Table 7.SM.7 and count 0.
 */

export const AR6_SOURCE =
  'IPCC AR6 WG I (2021), Chapter 7: Table 7.SM.7 (GWP100) and Table 7.15 (methane by origin)';

/** GWP100 by gas. */
export const gwp100 = {
  'CO2 fossil': 1,
  'CO2 biogenic': 0,
  'CH4 fossil': 29.8,
  'CH4 non-fossil': 27.0,
  N2O: 273,
  'HFC-23': 14_600,
  'HFC-32': 771,
  'HFC-125': 3_740,
  'HFC-134a': 1_530,
  'HFC-143': 364,
  'HFC-152a': 164,
  'HFC-245fa': 962,
  'PFC-14': 7_380,
  'PFC-116': 12_400,
  SF6: 25_200,
  NF3: 17_400,
  'CFC-11': 6_230,
  'CFC-12': 12_500,
  'CFC-13': 16_200,
  'CFC-113': 6_520,
  'CFC-114': 9_430,
  'HCFC-21': 160,
  'HCFC-22': 1_960,
  'HCFC-123': 90.4,
  'HCFC-124': 597,
  'Methyl chloroform': 161,
  'Carbon tetrachloride': 2_200,
  'Halon-1211': 1_930,
  'Halon-1301': 7_200,
  'Methyl bromide': 2.43,
  'Methyl chloride': 5.54,
  Dichloromethane: 11.2,
  Chloroform: 20.6,
} as const;
export type Gas = keyof typeof gwp100;

/**
 * The gas of an elementary flow, by its name as the US LCI (and FEDEFL) spell it, trimmed and in
 * lower case; null for a flow that is not a greenhouse gas of the table.
 */
const gasOfName: Record<string, Gas> = {
  'carbon dioxide': 'CO2 fossil',
  'carbon dioxide, fossil': 'CO2 fossil',
  'carbon dioxide [inorganic emissions to air]': 'CO2 fossil',
  'carbon dioxide, land transformation': 'CO2 fossil',
  'carbon dioxide, biogenic': 'CO2 biogenic',
  'carbon dioxide, in air': 'CO2 biogenic',
  methane: 'CH4 fossil',
  'methane, fossil': 'CH4 fossil',
  'methane [organic emissions to air]': 'CH4 fossil',
  'methane, biogenic': 'CH4 non-fossil',
  'dinitrogen monoxide': 'N2O',
  'nitrous oxide': 'N2O',
  'nitrous oxide (laughing gas) [inorganic emissions to air]': 'N2O',
  'methane, trifluoro-, hfc-23': 'HFC-23',
  'methane, difluoro-, hfc-32': 'HFC-32',
  'ethane, pentafluoro-, hfc-125': 'HFC-125',
  'ethane, 1,1,1,2-tetrafluoro-, hfc-134a': 'HFC-134a',
  'ethane, trifluoro-, hfc-143': 'HFC-143',
  'ethane, 1,1-difluoro-, hfc-152a': 'HFC-152a',
  '1,1,1,3,3-pentafluoropropane, hfc-245fa': 'HFC-245fa',
  'methane, tetrafluoro-, cfc-14': 'PFC-14',
  'methane, tetrafluoro-, fc-14': 'PFC-14',
  'ethane, hexafluoro-, hfc-116': 'PFC-116',
  'sulfur hexafluoride': 'SF6',
  'nitrogen fluoride': 'NF3',
  'methane, trichlorofluoro-, cfc-11': 'CFC-11',
  'methane, dichlorodifluoro-, cfc-12': 'CFC-12',
  'methane, chlorotrifluoro-, cfc-13': 'CFC-13',
  'ethane, 1,1,2-trichloro-1,2,2-trifluoro-, cfc-113': 'CFC-113',
  'ethane, 1,2-dichloro-1,1,2,2-tetrafluoro-, cfc-114': 'CFC-114',
  'methane, dichlorofluoro-, hcfc-21': 'HCFC-21',
  'methane, chlorodifluoro-, hcfc-22': 'HCFC-22',
  'methane, difluromonochloro-, hcfc-22': 'HCFC-22',
  'ethane, 1,1,1-trifluoro-2,2-dichloro-, hcfc-123': 'HCFC-123',
  'ethane, 2-chloro-1,1,1,2-tetra-fluoro-, hcfc-124': 'HCFC-124',
  'ethane, 1,1,1-trichloro-, hcfc-140': 'Methyl chloroform',
  'methane, tetrachloro-, cfc-10': 'Carbon tetrachloride',
  'methane, bromochlorodifluoro-, halon 1211': 'Halon-1211',
  'methane, bromotrifluoro-, halon 1301': 'Halon-1301',
  'methane, bromo-, halon 1001': 'Methyl bromide',
  'methane, monochloro-, r-40': 'Methyl chloride',
  'methane, monochloro, r-40': 'Methyl chloride',
  'methane, dichloro-, hcc-30': 'Dichloromethane',
  'methane, dichloro, hcc-30': 'Dichloromethane',
  chloroform: 'Chloroform',
};

export function gasOf(flowName: string): Gas | null {
  return gasOfName[flowName.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

/** GWP100 of one kg of an elementary flow emitted to air, by its name (0 when not a greenhouse gas). */
export function gwpOfEmission(flowName: string): number {
  const gas = gasOf(flowName);
  return gas ? gwp100[gas] : 0;
}
