import { describe, expect, it } from 'vitest';
import { CpuPool } from '../src/lib/cpu-pool';

/**
 * Issue #40: the server's pool starts its thread at once (it loads while the server seeds) and
 * keeps it, so that no request waits for a thread to load; a test app's pool starts none until a
 * task comes. The file parsers load after the estimate's modules, in the same thread.
 */

const factorCsv = [
  'kind,key,name,unit,value,geography,source,licence,year,dqr_technological,dqr_geographical,dqr_temporal',
  'material,123-30-8,4-aminophenol production,kgCO2e/kg,12.5,GLO,Licensed LCA database 3.10,Provider licence,2024,2,3,2',
].join('\n');

describe('a warm worker pool (issue #40)', () => {
  it('starts its threads when it is made; a cold pool starts none before its first task', async () => {
    const warm = new CpuPool({ threads: 1, warm: true });
    const cold = new CpuPool({ threads: 1 });
    try {
      expect(warm.threadCount).toBe(1);
      expect(cold.threadCount).toBe(0);
    } finally {
      await Promise.all([warm.close(), cold.close()]);
    }
  });

  it('parses a factor file in its thread, the parsers loaded after the estimate’s modules', async () => {
    const pool = new CpuPool({ threads: 1, warm: true });
    try {
      const parsed = await pool.run('staff-1', 'parseFactors', new TextEncoder().encode(factorCsv));
      expect(parsed.fileErrors).toEqual([]);
      expect(parsed.rejected).toEqual([]);
      expect(parsed.rows).toHaveLength(1);
      expect(parsed.rows[0]).toMatchObject({
        kind: 'material',
        key: '123-30-8',
        value: 12.5,
        geography: 'GLO',
      });
      // Still the one thread it started with.
      expect(pool.threadCount).toBe(1);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
