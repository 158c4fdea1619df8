import type { PhrasedEstimate } from '@pharmatrace/footprint';
import { LRUCache } from 'lru-cache';

/**
 * The estimates kept per process (issue #35: a cache of 200 entries of unbounded size took the
 * process from 626 MB to 4.5 GB): bounded in bytes, least recently used out first, with the
 * maintained lru-cache. An estimate is bounded itself (at most 100 data gaps and warnings, 300
 * reactions), about 100 KB at worst, so 32 MB keeps some 300 of the largest, many more typical ones.
 */
export const ESTIMATE_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * An estimate's size in memory, approximated by its JSON's length in UTF-16 (two bytes a
 * character): measured once, when it is stored.
 */
export const estimateBytes = (estimate: PhrasedEstimate) => Math.max(1, 2 * JSON.stringify(estimate).length);

export function estimateCache(maxBytes = ESTIMATE_CACHE_BYTES): LRUCache<string, PhrasedEstimate> {
  return new LRUCache<string, PhrasedEstimate>({ maxSize: maxBytes, sizeCalculation: estimateBytes });
}
