import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue #40, decision 0073: one way to translate. A message travels as a catalogue key and its
 * values (a phrase) from where it is made to where it is shown; English text is never read back
 * into a key. `keysByEnglish` is gone for good. The API's answers carry `said` and `fieldsSaid`
 * beside `message` and `fields` (the language plugin, the SPA's api-client, the route tree and
 * a factor file's rule issues say them), so those no longer read words back. `translateText`
 * (the regular expressions built from the catalogue) still serves the families listed below;
 * the list may only shrink: a new caller fails here, and a file that stops calling it must leave
 * the list.
 */
const stillReadingBack: Record<string, string> = {
  'apps/web/src/lib/language.ts': 'inLanguage: the forms’ zod messages, held by react-hook-form as text',
  'apps/api/src/features/footprint-estimates/routes.ts':
    'a factor file’s row checks that write English with values (kind, unit, geography…) and no phrase',
  'apps/api/src/features/purchasing/bad-line-reasons.ts': 'a basket’s bad lines as the browser sent them',
};

/** Files that read English back before issue #40's second round, and must never again. */
const neverAgain = [
  'apps/api/src/plugins/language.ts',
  'apps/web/src/lib/api-client.ts',
  'apps/web/src/components/route-tree/tree-view-model.ts',
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

  it('reads English back into keys only where the list says, and the list stays true', () => {
    const callers = calling(/\b(translateText|keyOfText)\(/).filter(
      (file) => file !== 'packages/domain/src/i18n/translate.ts',
    );
    expect(callers).toEqual(Object.keys(stillReadingBack).sort());
    for (const file of neverAgain) expect(callers).not.toContain(file);
  });

  it('says the API’s answers from their phrases: no file reads an answer’s words back', () => {
    const plugin = readFileSync(path.join(root, 'apps/api/src/plugins/language.ts'), 'utf8');
    expect(plugin).toMatch(/sayPhrase\(locale, said\)/);
    const client = readFileSync(path.join(root, 'apps/web/src/lib/api-client.ts'), 'utf8');
    expect(client).toMatch(/phraseOfWire\(record\.said\)/);
  });
});
