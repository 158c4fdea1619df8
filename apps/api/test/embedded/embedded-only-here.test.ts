import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * CI runs the API suite once, on a real PostgreSQL server, and runs this folder on the embedded
 * database (PGlite) beside it (decision 0077). A test that runs only on PGlite anywhere else would
 * never run in CI: it belongs here.
 */
const testDir = path.resolve(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** A describe or it skipped when TEST_DATABASE_URL is set, or run only when it is not. */
const embeddedOnly =
  /\.(skipIf\(\s*!!\s*process\.env\.TEST_DATABASE_URL|runIf\(\s*!\s*process\.env\.TEST_DATABASE_URL)/;

describe('the tests that only the embedded database runs', () => {
  it('live in test/embedded, which CI runs on PGlite', () => {
    const files = testFiles(testDir);
    expect(files.length).toBeGreaterThan(50);
    const here = path.join(testDir, 'embedded');
    const embedded = files.filter((file) => embeddedOnly.test(readFileSync(file, 'utf8')));
    expect(embedded.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(['process.test.ts', 'database-recovery.test.ts', 'data-dir-lock.test.ts']),
    );
    expect(
      embedded.filter((file) => !file.startsWith(here)).map((file) => path.relative(testDir, file)),
    ).toEqual([]);
  });
});
