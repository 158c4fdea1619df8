/**
 * A chart's category label on at most `lines` lines of `chars` characters (issue #39: 'Réaction 1 :
 * Atorvastat…' at 390 px): broken at spaces, never inside a word; what does not fit ends with '…'
 * (the table beside each chart has every name whole). A word longer than a line is cut with '…'.
 * Lines are joined with '\n', which @mui/x-charts draws as separate lines.
 */
export function wrapAxisLabel(label: string, chars: number, lines = 2): string {
  // Plain spaces only: a no-break space ('Réaction 1\u00a0:') keeps its two sides together.
  const words = label.split(/ +/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const [index, word] of words.entries()) {
    const joined = line ? `${line} ${word}` : word;
    if (joined.length <= chars) {
      line = joined;
      continue;
    }
    if (line) out.push(line);
    line = word;
    if (out.length === lines - 1) {
      // The last line: what is left, cut with an ellipsis if it does not fit.
      const rest = words.slice(index).join(' ');
      out.push(rest.length > chars ? `${rest.slice(0, chars - 1).trimEnd()}…` : rest);
      return out.join('\n');
    }
  }
  if (line) out.push(line.length > chars ? `${line.slice(0, chars - 1)}…` : line);
  return out.map((l) => (l.length > chars ? `${l.slice(0, chars - 1)}…` : l)).join('\n');
}
