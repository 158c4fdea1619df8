import { parseArgs } from 'node:util';
import {
  MAX_SECOND_PART_ROWS,
  massBalanceLists,
  routeReactions,
  type TreeNodeDraft,
} from '@pharmatrace/domain';
import { demoAccounts } from '../apps/api/src/seed/demo-accounts';
import { bombWorkbook } from '../apps/api/test/helpers/xlsx-bomb';
import { logIn } from './lib/api';
import { heading, isMain, table } from './lib/cli';
import { startServer } from './lib/server';

/**
 * Issue #35's isolation bench: one client hammering estimates (each after a save of a second part
 * at the line bound, so that none is cached) and purchases uploads (an XLSX bomb within the caps),
 * while GET /api/health and another tenant's footprint list are timed, one request at a time.
 * The idle baseline is measured first in the same run; the goal is each loaded p95 within 3× its
 * idle p95. Figures and a verdict; the machine it ran on is said in bench/README.md.
 */

export interface IsolationOptions {
  /** Seconds of each phase (idle, then loaded). */
  seconds?: number;
  /** The hammering client's concurrent loops of each kind. */
  loops?: number;
}

type Sampler = { name: string; url: string; token?: string };

async function sample(samplers: Sampler[], until: number): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>(samplers.map((s) => [s.name, []]));
  while (Date.now() < until) {
    for (const s of samplers) {
      const started = performance.now();
      const res = await fetch(s.url, { headers: s.token ? { authorization: s.token } : {} });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${s.name} answered ${res.status}`);
      out.get(s.name)!.push(performance.now() - started);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return out;
}

const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** Every list of every reaction filled, MAX_SECOND_PART_ROWS lines in all; `seed` changes the weights. */
function heavySubstances(tree: TreeNodeDraft, seed: number) {
  const reactions = routeReactions(tree);
  const perList = Math.min(
    100,
    Math.floor(MAX_SECOND_PART_ROWS / (reactions.length * massBalanceLists.length)),
  );
  return reactions.map((reaction) => ({
    usedInReactionId: reaction.id,
    weightPerBatch: String(100 + seed),
    productBy: Object.fromEntries(
      massBalanceLists.map((list) => [
        list.key,
        Array.from({ length: perList }, (_, i) => ({
          name: `line ${i}`,
          weightPerBatch: String(1 + ((i + seed) % 9)),
        })),
      ]),
    ),
  }));
}

export async function benchIsolation(options: IsolationOptions = {}): Promise<void> {
  const seconds = options.seconds ?? 30;
  const loops = options.loops ?? 2;
  heading('Isolation (issue #35): one client hammering, health and another tenant timed');
  const server = await startServer({ demoData: true, healthTimeoutMs: 300_000 });
  const base = server.baseURL;
  try {
    const attacker = (await logIn(base, demoAccounts.main)).AccessToken;
    const other = (await logIn(base, demoAccounts.secondClient)).AccessToken;
    const list = (await (
      await fetch(`${base}/api/carbon`, { headers: { authorization: attacker } })
    ).json()) as {
      id: string;
      status: string;
    }[];
    const target = (Array.isArray(list) ? list : ((list as { items?: typeof list }).items ?? [])).find(
      (f) => f.status === 'DRAFT2',
    );
    if (!target) throw new Error('the demo client has no footprint in DRAFT2');
    const detail = (await (
      await fetch(`${base}/api/carbon/second_part/${target.id}`, { headers: { authorization: attacker } })
    ).json()) as { revision: number; tree: TreeNodeDraft };
    let revision = detail.revision;
    const bomb = bombWorkbook();

    const samplers: Sampler[] = [
      { name: 'GET /api/health', url: `${base}/api/health` },
      { name: "another tenant's GET /api/carbon", url: `${base}/api/carbon`, token: other },
    ];
    console.log(`server: ${base} (PGlite, demo data); ${seconds} s idle, then ${seconds} s loaded`);
    console.log(
      `load: ${loops} loops of save (${MAX_SECOND_PART_ROWS} lines) → estimate, and ${loops} loops of an XLSX bomb upload (${(bomb.length / 1e6).toFixed(1)} MB, 59 MB unpacked), all by one client\n`,
    );

    const idle = await sample(samplers, Date.now() + seconds * 1000);

    let stop = false;
    const counts = new Map<string, number>();
    const count = (what: string) => counts.set(what, (counts.get(what) ?? 0) + 1);
    const estimateLoop = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const saved = await fetch(`${base}/api/carbon/second_part/update/${target.id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: attacker },
          body: JSON.stringify({ substances: heavySubstances(detail.tree, n * 10_000 + i), revision }),
        });
        count(`save ${saved.status}`);
        if (saved.status === 200) revision = ((await saved.json()) as { revision: number }).revision;
        else {
          await saved.arrayBuffer();
          const fresh = await fetch(`${base}/api/carbon/second_part/${target.id}`, {
            headers: { authorization: attacker },
          });
          revision = ((await fresh.json()) as { revision: number }).revision;
        }
        const estimate = await fetch(`${base}/api/carbon/${target.id}/estimate`, {
          headers: { authorization: attacker },
        });
        await estimate.arrayBuffer();
        count(`estimate ${estimate.status}`);
      }
    };
    const uploadLoop = async () => {
      while (!stop) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bomb)]), 'bomb.xlsx');
        const res = await fetch(`${base}/api/medicine/purchases`, {
          method: 'POST',
          headers: { authorization: attacker },
          body: form,
        });
        await res.arrayBuffer();
        count(`upload ${res.status}`);
        if (res.status === 429 || res.status === 503)
          await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const hammering = Promise.all([
      ...Array.from({ length: loops }, (_, n) => estimateLoop(n)),
      ...Array.from({ length: loops }, () => uploadLoop()),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const loaded = await sample(samplers, Date.now() + seconds * 1000);
    stop = true;
    await hammering;

    const rows = [
      ['', 'idle p50 ms', 'idle p95 ms', 'loaded p50 ms', 'loaded p95 ms', 'loaded/idle p95', '≤ 3×'],
    ];
    for (const s of samplers) {
      const a = idle.get(s.name)!;
      const b = loaded.get(s.name)!;
      const ratio = p(b, 0.95) / p(a, 0.95);
      rows.push([
        `${s.name} (${a.length}/${b.length} samples)`,
        p(a, 0.5).toFixed(1),
        p(a, 0.95).toFixed(1),
        p(b, 0.5).toFixed(1),
        p(b, 0.95).toFixed(1),
        `${ratio.toFixed(2)}×`,
        ratio <= 3 ? 'yes' : 'NO',
      ]);
    }
    console.log(table(rows));
    console.log(`\nthe hammering client's answers: ${[...counts].map(([k, v]) => `${k} × ${v}`).join(', ')}`);
  } finally {
    await server.stop();
  }
}

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: { seconds: { type: 'string' }, loops: { type: 'string' } },
  });
  await benchIsolation({
    ...(values.seconds ? { seconds: Number(values.seconds) } : {}),
    ...(values.loops ? { loops: Number(values.loops) } : {}),
  });
}
