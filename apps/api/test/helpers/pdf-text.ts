import { inflateSync } from 'node:zlib';

/**
 * The text a PDFKit document draws, one line per text run: each compressed content stream is
 * inflated and the hex strings of its TJ operators decoded (PDFKit's standard fonts are WinAnsi,
 * Latin-1 for every letter French uses). Enough to read back what the portal wrote.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streamStart = /stream\r?\n/g;
  for (let match = streamStart.exec(raw); match; match = streamStart.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const run of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...(run[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((h) => h[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
