import { estimateFootprint } from '@pharmatrace/footprint';
import { describe, expect, it } from 'vitest';
import { largeSecondPart, testLibrary } from '../../../packages/footprint/src/testing';
import { estimateBytes, estimateCache } from '../src/features/footprint-estimates/estimate-cache';

/**
 * Issue #35: the estimate cache is bounded in bytes, not in entries (200 entries of unbounded size
 * took a process past the V8 heap limit): however many estimates are stored, what is kept stays
 * within its bytes, the least recently used leaving first.
 */
describe('the estimate cache (issue #35)', () => {
  const library = testLibrary([]);
  const small = estimateFootprint(largeSecondPart({ nodes: 3, rows: 4 }), library, { iterations: 1_000 });
  const large = estimateFootprint(largeSecondPart({ nodes: 295, rows: 1_000 }), library, {
    iterations: 1_000,
  });

  it('keeps what it holds within its bytes, least recently used out first', () => {
    const max = 5 * estimateBytes(large);
    const cache = estimateCache(max);
    cache.set('kept', small);
    for (let i = 0; i < 40; i++) {
      cache.set(`large-${i}`, large);
      // Read on every round: the most recently used small one stays.
      expect(cache.get('kept')).toBe(small);
      expect(cache.calculatedSize).toBeLessThanOrEqual(max);
    }
    expect(cache.size).toBeLessThanOrEqual(5);
    expect(cache.has('large-0')).toBe(false);
    expect(cache.has('large-39')).toBe(true);
  });

  it('stores nothing larger than the whole cache', () => {
    const cache = estimateCache(estimateBytes(large) - 1);
    cache.set('too-large', large);
    expect(cache.has('too-large')).toBe(false);
    expect(cache.calculatedSize).toBe(0);
  });
});
