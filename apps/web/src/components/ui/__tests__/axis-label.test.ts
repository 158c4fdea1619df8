import { describe, expect, it } from 'vitest';
import { wrapAxisLabel } from '../axis-label';

describe('a chart label on two lines, broken at spaces (issue #39)', () => {
  it('keeps a short label whole on one line', () => {
    expect(wrapAxisLabel('Solvents', 24)).toBe('Solvents');
  });

  it('breaks at a space, never inside a word', () => {
    expect(wrapAxisLabel('Reaction 1: Atorvastatin API', 24)).toBe('Reaction 1: Atorvastatin\nAPI');
    // The no-break space before the French colon is no place to break.
    expect(wrapAxisLabel('Réaction 1\u00a0: Atorvastatine API', 24)).toBe(
      'Réaction 1\u00a0:\nAtorvastatine API',
    );
    expect(wrapAxisLabel('Énergie du site et émissions directes', 24)).toBe(
      'Énergie du site et\némissions directes',
    );
  });

  it('ends with an ellipsis what two lines cannot hold, and cuts a word longer than a line', () => {
    const cut = wrapAxisLabel('Reaction 12: a very long name of an intermediate compound', 20);
    expect(cut.split('\n')).toHaveLength(2);
    expect(cut.endsWith('…')).toBe(true);
    for (const line of cut.split('\n')) expect(line.length).toBeLessThanOrEqual(20);
    expect(wrapAxisLabel('Pneumocandin-derivative-intermediate', 12)).toBe('Pneumocandi…');
  });
});
