/**
 * Text in a table cell or a card that may be narrow (issue #39: 'Atorvastati n API', 'Alliance
 * Healthcar e'): it wraps at spaces, and breaks inside a word only when the word alone is wider
 * than the room, hyphenated where the page's language allows. `overflowWrap: 'anywhere'` let the
 * table shrink its columns below a word's width, cutting every name mid-word.
 */
export const wrapWords = { overflowWrap: 'break-word', hyphens: 'auto', minWidth: 0 } as const;
