import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import {
  byProductFields,
  finishedProductFields,
  mainPurificationField,
  massBalanceLists,
  packagingFields,
  processTypeField,
} from './mass-balance';

/**
 * Issue #40: a mass-balance field carries the catalogue key of its label, so the changes list and
 * the screens never read an English label back into a key. The key must say the label.
 */
const fields = [
  ...massBalanceLists.flatMap((list) => list.fields),
  ...byProductFields,
  ...packagingFields,
  ...finishedProductFields,
  processTypeField,
  mainPurificationField,
];

describe('mass-balance labels carry their catalogue keys', () => {
  it.each(fields.map((field) => [field.key, field] as const))('%s: its key says its label', (_, field) => {
    const english = (en as Record<string, string>)[field.labelKey];
    expect(english).toBe(field.label);
    expect((fr as Record<string, string>)[field.labelKey]).toBeTruthy();
  });

  it.each(massBalanceLists.map((list) => [list.key, list] as const))(
    '%s: its key says its title',
    (_, list) => {
      expect((en as Record<string, string>)[list.titleKey]).toBe(list.title);
      expect((fr as Record<string, string>)[list.titleKey]).toBeTruthy();
    },
  );
});
