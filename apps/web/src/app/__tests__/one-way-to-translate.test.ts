import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue #40, decision 0073: one way to translate. A message travels as a catalogue key and its
 * values (a phrase) from where it is made to where it is shown; English text is never read back
 * into a key. `keysByEnglish` is gone for good. `translateText` (the regular expressions built
 * from the catalogue) still serves the families listed below, which carry their words as zod
 * issues and API `message` strings; the list may only shrink: a new caller fails here, and a file
 * that stops calling it must leave the list.
 */
const stillReadingBack: Record<string, string> = {
  // The validation and server messages: zod issues and AppError bodies carry English strings.
  'apps/api/src/plugins/language.ts': "an answer's message and fields, said in Accept-Language",
  'apps/web/src/lib/api-client.ts': 'the answer read back into English for the SPA',
  'apps/web/src/lib/language.ts': 'inLanguage: the forms’ zod messages',
  'apps/web/src/components/route-tree/tree-view-model.ts': 'the route tree’s zod issues',
  'apps/api/src/features/footprint-estimates/routes.ts': 'the factor file’s rejected lines (zod issues)',
  'apps/api/src/features/purchasing/bad-line-reasons.ts': 'a basket’s bad lines as the browser sent them',
};

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
  });
});
