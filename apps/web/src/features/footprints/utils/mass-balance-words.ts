import {
  type Locale,
  type MassBalanceField,
  type MassBalanceSaid,
  massBalanceOptionLabels,
  sayMassBalance,
} from '@pharmatrace/domain';

/**
 * The mass balance's words in the page's language (issues #27, #40). The domain's field table
 * names each label's and title's catalogue key, and its rules give their messages as key and
 * values (`MassBalanceIssue.said`): the screens say those, never the English read back.
 */

/** A field's label. */
export function massBalanceLabel(field: Pick<MassBalanceField, 'labelKey'>, language: Locale): string {
  return sayMassBalance(language, { key: field.labelKey, values: {} });
}

/** A list's title. */
export function massBalanceTitle(list: { titleKey: MassBalanceSaid['key'] }, language: Locale): string {
  return sayMassBalance(language, { key: list.titleKey, values: {} });
}

/** A choice of an enumeration field: `footprints.mb.option.<value>`. */
export function massBalanceOption(value: string, language: Locale): string {
  if (!(value in massBalanceOptionLabels)) return value;
  return sayMassBalance(language, { key: `footprints.mb.option.${value}`, values: {} });
}

/** A message of the mass-balance rules (`MassBalanceIssue.said`). */
export function massBalanceMessage(said: MassBalanceSaid, language: Locale): string {
  return sayMassBalance(language, said);
}
