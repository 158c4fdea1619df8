import { parseArgs } from 'node:util';
import { adminProjectQuerySchema } from '@pharmatrace/domain';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client';
import { EmbeddedStatistics } from '../apps/api/src/db/embedded-statistics';
import { StaffProjectList } from '../apps/api/src/features/projects/staff-list';
import { adminQueryPaths, deepPageOf } from './lib/admin-queries';
import { heading, isMain, table } from './lib/cli';
import { seedSpread } from './lib/scale-seed';
import { createScratchDatabase, type ScratchDatabase } from './lib/scratch-database';

/**
 * Issue #28: what each admin panel query reads, at two sizes, asked of the database itself
 * (EXPLAIN ANALYZE with BUFFERS) rather than timed. A page's buffers (8 kB pages hit or read) and
 * the rows its scans return or filter out do not move with the machine's load, so their growth
 * from 10,000 to 100,000 projects says whether a query's cost grows with the data even where the
 * goals' p95 is noise. It prints each query's plan outline too: which index it walked.
 *
 *   npx tsx bench/admin-plans.ts [--projects 10000 --clients 300] [--database-url postgres://…] [--plans]
 */

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

interface Reading {
  buffers: number;
  /** Rows the scans produced or threw away: the work a plan does before its limit. */
  scanned: number;
  ms: number;
  outline: string;
}

const scanTypes = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Index Scan']);

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

function outlineOf(node: PlanNode): string {
  const name = node['Index Name'] ? ` ${node['Index Name']}` : '';
  const children = (node.Plans ?? []).map(outlineOf);
  return `${node['Node Type']}${name}${children.length ? `(${children.join(', ')})` : ''}`;
}

async function explain(handle: DatabaseHandle, path: string): Promise<Reading> {
  const params = Object.fromEntries(new URL(path, 'http://bench').searchParams);
  const query = adminProjectQuerySchema.parse(params);
  const { pageRows } = new StaffProjectList(handle.db).statements(query);
  const result = (await handle.db.execute(
    sql`explain (analyze, buffers, format json) ${pageRows}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const [top] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
    { Plan: PlanNode; 'Execution Time': number },
  ];
  let scanned = 0;
  walk(top.Plan, (node) => {
    if (!scanTypes.has(node['Node Type'])) return;
    const loops = node['Actual Loops'] ?? 1;
    scanned +=
      ((node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      loops;
  });
  return {
    buffers: (top.Plan['Shared Hit Blocks'] ?? 0) + (top.Plan['Shared Read Blocks'] ?? 0),
    scanned,
    ms: top['Execution Time'],
    outline: outlineOf(top.Plan),
  };
}

interface Sized {
  projects: number;
  handle: DatabaseHandle;
  scratch?: ScratchDatabase;
}

const silent = { debug() {}, warn() {} } as unknown as ConstructorParameters<typeof EmbeddedStatistics>[1];

async function open(databaseUrl: string | undefined, projects: number, clients: number): Promise<Sized> {
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl, 'pt_bench_plans') : undefined;
  const handle = await openDatabase({ databaseUrl: scratch?.url });
  await handle.migrate();
  await seedSpread(handle.db, projects, clients);
  // As each database stands once the rows have settled: a server's autovacuum has vacuumed and
  // analysed a table that many rows were added to; the embedded server analyses its tables itself.
  if (scratch) await handle.db.execute(sql`vacuum analyze`);
  else await new EmbeddedStatistics(handle.db, silent).analyzeChanged();
  return { projects, handle, scratch };
}

async function pathsOf(sized: Sized, deepPage: number) {
  const list = new StaffProjectList(sized.handle.db);
  const parse = (params: Record<string, string>) => adminProjectQuerySchema.parse(params);
  const someClient = (await list.clients())[7]!.id;
  const deepCursor = (await list.page(parse({ page: String(deepPage - 1) }))).next!;
  const companyCursor = (await list.page(parse({ sort: 'companyName', order: 'asc', page: '9' }))).next!;
  return adminQueryPaths({ someClient, deepPage, deepCursor, companyCursor });
}

/** The two sizes' readings side by side, on one database kind; the median of `runs` for the time. */
export async function comparePlans(
  database: string,
  databaseUrl: string | undefined,
  options: { projects: number; clients: number; runs: number; plans: boolean },
) {
  const small = await open(databaseUrl, options.projects, options.clients);
  const large = await open(databaseUrl, options.projects * 10, options.clients * 10);
  try {
    const deepPage = deepPageOf(options.projects);
    const [smallPaths, largePaths] = [await pathsOf(small, deepPage), await pathsOf(large, deepPage)];
    const rows = [['query', 'buffers', 'ratio', 'rows scanned', 'ratio', 'ms (median)', 'ratio']];
    const outlines: string[] = [];
    for (const [i, [label, smallPath]] of smallPaths.entries()) {
      const largePath = largePaths[i]![1];
      const readings: Reading[][] = [[], []];
      for (let run = 0; run < options.runs; run += 1) {
        readings[0]!.push(await explain(small.handle, smallPath));
        readings[1]!.push(await explain(large.handle, largePath));
      }
      const [a, b] = readings.map((r) => {
        const sorted = [...r].sort((x, y) => x.ms - y.ms);
        return { ...r.at(-1)!, ms: sorted[Math.floor(sorted.length / 2)]!.ms };
      }) as [Reading, Reading];
      const ratio = (x: number, y: number) => (y === 0 ? '–' : (x / y).toFixed(2));
      rows.push([
        label,
        `${b.buffers} vs ${a.buffers}`,
        ratio(b.buffers, a.buffers),
        `${b.scanned} vs ${a.scanned}`,
        ratio(b.scanned, a.scanned),
        `${b.ms.toFixed(2)} vs ${a.ms.toFixed(2)}`,
        ratio(b.ms, a.ms),
      ]);
      if (options.plans)
        outlines.push(`${label}\n  ${small.projects}: ${a.outline}\n  ${large.projects}: ${b.outline}`);
    }
    heading(`${database}: ${large.projects} vs ${small.projects} projects (the larger first in each cell)`);
    console.log(table(rows));
    if (outlines.length) console.log(`\n${outlines.join('\n')}`);
  } finally {
    for (const sized of [small, large]) {
      await sized.handle.close();
      await sized.scratch?.drop();
    }
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      projects: { type: 'string', default: '10000' },
      clients: { type: 'string', default: '300' },
      runs: { type: 'string', default: '5' },
      plans: { type: 'boolean', default: false },
      'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL },
    },
  });
  const options = {
    projects: Number(values.projects),
    clients: Number(values.clients),
    runs: Number(values.runs),
    plans: values.plans,
  };
  await comparePlans('PGlite', undefined, options);
  if (values['database-url']) await comparePlans('PostgreSQL', values['database-url'], options);
}
