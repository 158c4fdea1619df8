import { pathToFileURL } from 'node:url';

/** True when the module whose `import.meta.url` is given is the script being run (`tsx file.ts`). */
export function isMain(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && pathToFileURL(script).href === moduleUrl;
}

export function heading(title: string): void {
  console.log(`\n## ${title}\n`);
}

/** Right-aligns the columns after the first; the first row is the header. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    )
    .join('\n');
}
