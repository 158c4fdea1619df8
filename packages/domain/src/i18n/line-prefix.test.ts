import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from './en';
import { fr } from './fr';
import { translate } from './translate';

/**
 * A message that starts with a file's line number ('Line 12: …': a purchases file, a factor file, a
 * mass balance, an estimate's gap) reads in French as 'Ligne 12 : …', the colon behind a no-break
 * space (French typography), so that it never wraps to the start of a line on its own.
 */
const LINE_PREFIX = /^line (\{line\}|\d+)( \(header\))?:/i;

describe('French line-number prefixes', () => {
  const keys = (Object.keys(en) as MessageKey[]).filter((key) => LINE_PREFIX.test(en[key]));

  it('finds the messages that prefix a line number', () => {
    // The purchases file, the factor and medicine files, the mass balance and the estimate's gaps.
    expect(keys).toEqual(
      expect.arrayContaining([
        'medicines.purchases.lineError',
        'csv.file.headerUnreadable',
        'csv.file.columnTwice',
        'csv.file.missingColumns',
        'footprints.mb.message.line',
        'footprints.gap.precursorMissing',
        'footprints.gap.rawNoWeight',
      ]),
    );
    expect(keys.length).toBeGreaterThanOrEqual(17);
  });

  it('says each of them "Ligne N :" with a no-break space before the colon', () => {
    for (const key of keys) {
      expect(fr[key], key).toMatch(/^ligne (\{line\}|\d+)( \(en-tête\))?\u00a0:/i);
    }
  });

  it('formats the prefix with its number and the no-break space', () => {
    expect(translate('fr', 'medicines.purchases.lineError', { line: 12, message: 'pas de code' })).toBe(
      'Ligne 12\u00a0: pas de code',
    );
    expect(translate('en', 'medicines.purchases.lineError', { line: 12, message: 'no code' })).toBe(
      'Line 12: no code',
    );
  });
});
