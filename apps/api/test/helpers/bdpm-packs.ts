import { ean13CheckDigit } from '@pharmatrace/domain';

/**
 * A made-up medicine with two packs, as the BDPM presentations file (CIS_CIP_bdpm.txt) lists them:
 * the tests of units per box and of the pack a CIS is taken to mean (issue #38, decision 0071).
 */

/** A CIP13 of the French range (34009 + CIP7 + its check digit). */
export const cip = (cip7: string) => {
  const first12 = `34009${cip7}`;
  return `${first12}${ean13CheckDigit(first12)}`;
};
export const BOX_28 = cip('3000028');
export const BOX_100 = cip('3000100');
export const CIS = '61234567';

/** One line of CIS_CIP_bdpm.txt (tab-separated) for a pack of the CIS above. */
export const bdpmLine = (cip7: string, label: string) =>
  [
    CIS,
    cip7,
    label,
    'Présentation active',
    'Déclaration de commercialisation',
    '16/03/2011',
    cip(cip7),
    'oui',
    '65%',
    '3,52',
    '4,54',
    '1,02',
    '',
  ].join('\t');
