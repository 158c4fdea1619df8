import { actionLabelCode } from '../workflow/action-labels';
import type { ProjectStatus } from '../workflow/status';
import { en } from './en';
import type { Locale } from './locales';
import { translate } from './translate';

/**
 * A recorded action (an audit row's, a project version's) in a language, from its code: the
 * catalogue's `staff.action.<code>` (issue #40), never its English label read back. Rows store the
 * code, so every row ever written reads in the reader's language; a code no one labelled reads
 * 'Other change'.
 */
export function actionLabelIn(locale: Locale, action: string, statusBefore?: ProjectStatus | null): string {
  const key = `staff.action.${actionLabelCode(action, statusBefore)}`;
  return translate(locale, Object.hasOwn(en, key) ? (key as 'staff.action.other') : 'staff.action.other');
}
