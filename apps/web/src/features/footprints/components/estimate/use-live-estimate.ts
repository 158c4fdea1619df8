import type { Plant, TreeNodeDraft } from '@pharmatrace/domain';
import type { PhrasedEstimate } from '@pharmatrace/footprint';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import type { LiveEstimateAnswer, LiveEstimateRequest } from '../../utils/live-estimate';
import { type SecondPartFormValues, toSecondPartBody } from '../../utils/second-part-form-values';

/** Runs the live estimate's requests, one at a time, and hands back their answers. */
export type LiveEstimateRunner = WorkerRunner<LiveEstimateRequest, LiveEstimateAnswer>;

/** The method in a Web Worker (decision 0034), or after the current task where there is none. */
export function createLiveEstimateRunner(): LiveEstimateRunner {
  return createWorkerRunner({
    startWorker: () =>
      new Worker(new URL('../../utils/live-estimate.worker.ts', import.meta.url), { type: 'module' }),
    loadCompute: () => import('../../utils/live-estimate').then((m) => m.computeLiveEstimate),
  });
}

export type LiveEstimateState = {
  estimate: PhrasedEstimate | null;
  /** Something was typed since the estimate on screen was computed. */
  isUpdating: boolean;
  error: string | null;
  /** How long the last update took in the worker, ms. */
  ms: number | null;
};

/** Wait this long after the last keystroke before sending the form's values (a burst of typing is one update). */
export const LIVE_ESTIMATE_DELAY_MS = 150;

/**
 * The live estimate of the form's mass balance (issue #23). The form is only read: a change
 * schedules an update, which sends the newest values to the runner once the previous answer is
 * back, so the page's thread never computes and at most one update is in flight; answers to older
 * values are dropped. What the person types never waits for it, and nothing here writes to the form.
 */
export function useLiveEstimate({
  form,
  tree,
  productionCountry,
  plants,
  enabled,
  createRunner = createLiveEstimateRunner,
}: {
  form: UseFormReturn<SecondPartFormValues>;
  tree: TreeNodeDraft | null;
  productionCountry: string | null;
  plants: readonly Plant[];
  enabled: boolean;
  createRunner?: () => LiveEstimateRunner;
}): LiveEstimateState {
  const [state, setState] = useState<LiveEstimateState>({
    estimate: null,
    isUpdating: enabled,
    error: null,
    ms: null,
  });
  const plantsRef = useRef(plants);
  plantsRef.current = plants;
  const [plantsVersion, setPlantsVersion] = useState(0);
  const lastPlants = useRef(plants);
  useEffect(() => {
    if (lastPlants.current !== plants) {
      lastPlants.current = plants;
      setPlantsVersion((v) => v + 1);
    }
  }, [plants]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new plants start a fresh runner (plantsVersion)
  useEffect(() => {
    if (!enabled) return;
    const runner = createRunner();
    let seq = 0;
    let busy = false;
    let dirty = false;
    let updating = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const setUpdating = (value: boolean) => {
      if (updating === value) return;
      updating = value;
      setState((s) => ({ ...s, isUpdating: value }));
    };
    const send = () => {
      timer = undefined;
      if (busy) {
        dirty = true;
        return;
      }
      dirty = false;
      busy = true;
      seq += 1;
      const { substances } = toSecondPartBody(form.getValues());
      runner.post({ seq, tree, substances: substances ?? [], productionCountry, plants: plantsRef.current });
    };
    runner.onAnswer = (answer) => {
      busy = false;
      if (dirty) {
        send();
        return;
      }
      if (timer !== undefined) return; // more typing is on its way
      if (answer.seq !== seq && answer.seq !== -1) return;
      updating = false;
      setState(
        answer.ok
          ? { estimate: answer.estimate, isUpdating: false, error: null, ms: answer.ms }
          : (s) => ({ ...s, isUpdating: false, error: answer.message }),
      );
    };
    const schedule = () => {
      setUpdating(true);
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(send, LIVE_ESTIMATE_DELAY_MS);
    };
    send();
    const subscription = form.watch((_values, { name }) => {
      if (name === undefined || name.startsWith('substances.')) schedule();
    });
    return () => {
      subscription.unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
      runner.dispose();
    };
  }, [enabled, form, tree, productionCountry, createRunner, plantsVersion]);

  return state;
}
