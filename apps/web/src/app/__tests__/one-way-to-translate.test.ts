import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue #40, decision 0073: one way to translate. A message travels as a catalogue key and its
 * values (a phrase) from where it is made to where it is shown; English text is never read back
 * into a key. `keysByEnglish` is gone (round 1); the API's answers carry `said` and `fieldsSaid`
 * (round 2); the forms keep each field's phrase (`saidResolver`), a factor file's row checks and a
 * basket's bad lines carry theirs, and `translateText`, `keyOfText` and `inLanguage` are gone
 * (round 3). Nothing may bring them, or any other reverse parse of the catalogue, back.
 */

/** Files that read English back before issue #40's second and third rounds, and must never again. */
const neverAgain = [
  'apps/api/src/plugins/language.ts',
  'apps/web/src/lib/api-client.ts',
  'apps/web/src/components/route-tree/tree-view-model.ts',
  'apps/web/src/lib/language.ts',
  'apps/api/src/features/footprint-estimates/routes.ts',
  'apps/api/src/features/purchasing/bad-line-reasons.ts',
];

const root = path.join(__dirname, '../../../../..');
const sourceDirs = ['apps/api/src', 'apps/web/src', 'packages/domain/src', 'packages/footprint/src'];
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('__tests__');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !isTest(relative) ? [relative] : [];
  });
}

const files = sourceDirs.flatMap(sourceFiles);
const calling = (pattern: RegExp) =>
  files.filter((file) => pattern.test(readFileSync(path.join(root, file), 'utf8'))).sort();

describe('one way to translate (issue #40)', () => {
  it('reads the sources it guards', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('packages/domain/src/i18n/phrase.ts');
  });

  it('has no keysByEnglish: a label names its key', () => {
    expect(calling(/keysByEnglish/)).toEqual([]);
  });

  it('reads no English back into keys: translateText, keyOfText and inLanguage are gone', () => {
    expect(calling(/\b(translateText|keyOfText|inLanguage)\b/)).toEqual([]);
    const translate = readFileSync(path.join(root, 'packages/domain/src/i18n/translate.ts'), 'utf8');
    // No regular expressions built from the catalogue's texts, nor the ICU parser that built them.
    expect(translate).not.toMatch(/new RegExp|icu-messageformat-parser/);
    for (const file of neverAgain) expect(files).toContain(file);
  });

  it('keeps each form field’s phrase: the forms validate through saidResolver, never zodResolver', () => {
    expect(calling(/@hookform\/resolvers\/zod|\bzodResolver\(/)).toEqual([]);
    const field = readFileSync(path.join(root, 'apps/web/src/components/ui/use-form-field.ts'), 'utf8');
    expect(field).toMatch(/fieldErrorIn\(controller\.fieldState\.error, language\)/);
  });

  it('says the API’s answers from their phrases: no file reads an answer’s words back', () => {
    const plugin = readFileSync(path.join(root, 'apps/api/src/plugins/language.ts'), 'utf8');
    expect(plugin).toMatch(/sayPhrase\(locale, said\)/);
    const client = readFileSync(path.join(root, 'apps/web/src/lib/api-client.ts'), 'utf8');
    expect(client).toMatch(/phraseOfWire\(record\.said\)/);
  });
});
