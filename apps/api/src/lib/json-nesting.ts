/**
 * Whether a JSON text nests objects and arrays deeper than `max`, read in one pass over the
 * characters, before anything parses or walks it (issue #8: a 500-level document crashed the
 * embedded database, an 830-level one overflowed the validator's stack). Brackets inside strings
 * do not count; the text need not be valid JSON (the parser judges that afterwards).
 */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > max) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}
