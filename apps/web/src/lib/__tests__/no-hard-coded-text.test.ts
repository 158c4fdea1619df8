import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue #27's guard, extended to every screen by issue #39: no component of the app writes UI text
 * of its own; every word comes from the catalogues (packages/domain/src/i18n). The files are found
 * by walking `src`, not listed: a new screen is checked the day it is written (decision 0041 kept
 * an opt-in list while the screens were being translated; they all are now).
 */
const srcDir = path.join(__dirname, '../..');

/** Every component file of the app: `.tsx` under `src`, tests and test helpers left out. */
function componentFiles(dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === '__tests__' || entry.name === 'testing' ? [] : componentFiles(full);
    }
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx')
      ? [path.relative(srcDir, full).split(path.sep).join('/')]
      : [];
  });
}
const translated = componentFiles().sort();

/** Words that are the same in every language: the brand and the account types' codes. */
const allowed = new Set(['Pharmatrace', '·']);
/** Props that reach the screen or a screen reader. */
const textProps = new Set([
  'label',
  'title',
  'aria-label',
  'submitLabel',
  'placeholder',
  'helperText',
  'hint',
  'alt',
]);

function hardCodedTexts(file: string): string[] {
  return hardCodedTextsIn(file, readFileSync(path.join(__dirname, '../..', file), 'utf8'));
}

function hardCodedTextsIn(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().trim();
      if (/\p{L}/u.test(text) && !allowed.has(text)) found.push(text);
    }
    if (ts.isJsxAttribute(node) && textProps.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value.text
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteral(value.expression)
            ? value.expression.text
            : undefined;
      if (literal && /\p{L}/u.test(literal) && !allowed.has(literal))
        found.push(`${node.name.getText()}="${literal}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('no UI text outside the catalogues (issue #27)', () => {
  it('walks every screen of the app', () => {
    // The walk reaches the routes, the shared components and the features alike.
    expect(translated).toEqual(
      expect.arrayContaining([
        'app/routes/app/tenders.tsx',
        'components/ui/decimal-field.tsx',
        'features/plants/components/plant-form.tsx',
      ]),
    );
    expect(translated.length).toBeGreaterThan(150);
    expect(translated.some((file) => file.includes('__tests__') || file.startsWith('testing/'))).toBe(false);
  });

  it.each(translated)('%s takes every word from the catalogues', (file) => {
    expect(hardCodedTexts(file)).toEqual([]);
  });

  it('finds a hard-coded word when there is one', () => {
    // The check itself can fail: a screen that writes its own words, as text and as a label.
    const screen = 'export const Screen = () => <Button aria-label="Close">Save the project</Button>;';
    expect(hardCodedTextsIn('screen.tsx', screen)).toEqual(['aria-label="Close"', 'Save the project']);
  });
});
