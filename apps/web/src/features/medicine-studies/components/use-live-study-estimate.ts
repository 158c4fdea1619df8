import type { ApiFootprintResult, FootprintPlant, PhrasedMedicineEstimate } from '@pharmatrace/footprint';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { createWorkerRunner, type WorkerRunner } from '@/lib/worker-runner';
import type { LiveStudyAnswer, LiveStudyRequest } from '../utils/live-study-estimate';
import { type StudyFormValues, toSavableDocument } from '../utils/study-form-values';

/** Runs the live estimate's requests, one at a time, and hands back their answers. */
export type LiveStudyRunner = WorkerRunner<LiveStudyRequest, LiveStudyAnswer>;

/** The method in a Web Worker (decision 0034), or after the current task where there is none. */
export function createLiveStudyRunner(): LiveStudyRunner {
  return createWorkerRunner({
    startWorker: () =>
      new Worker(new URL('../utils/live-study-estimate.worker.ts', import.meta.url), { type: 'module' }),
    loadCompute: () => import('../utils/live-study-estimate').then((m) => m.computeLiveStudyEstimate),
  });
}

export type LiveStudyState = {
  estimate: PhrasedMedicineEstimate | null;
  /** Something was typed since the estimate on screen was computed. */
  isUpdating: boolean;
  error: string | null;
};

/** Wait this long after the last keystroke before computing (a burst of typing is one update). */
export const LIVE_STUDY_DELAY_MS = 150;

/**
 * The live estimate of what the form holds (issue #37), as the substance's (use-live-estimate.ts):
 * a change schedules an update, the newest values go to the runner once the previous answer is
 * back, answers to older values are dropped, and nothing here writes to the form.
 */
export function useLiveStudyEstimate({
  form,
  apiFootprints,
  plants,
  createRunner = createLiveStudyRunner,
}: {
  form: UseFormReturn<StudyFormValues>;
  /** The client's completed API footprints with their results, by id. */
  apiFootprints: ReadonlyMap<string, ApiFootprintResult>;
  /** My Plants (the formulation plant is one of them); null while they load. */
  plants: readonly FootprintPlant[] | null;
  createRunner?: () => LiveStudyRunner;
}): LiveStudyState {
  const [state, setState] = useState<LiveStudyState>({ estimate: null, isUpdating: true, error: null });
  const inputs = useRef({ apiFootprints, plants });
  inputs.current = { apiFootprints, plants };

  // biome-ignore lint/correctness/useExhaustiveDependencies: new footprints or plants start a fresh run
  useEffect(() => {
    const runner = createRunner();
    let seq = 0;
    let busy = false;
    let dirty = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      timer = undefined;
      if (busy) {
        dirty = true;
        return;
      }
      dirty = false;
      busy = true;
      seq += 1;
      const values = form.getValues();
      const document = toSavableDocument(values) ?? { ...toSavableDocument({ ...values, name: '-' })! };
      const plantId = document.plantId;
      const { plants: known, apiFootprints: results } = inputs.current;
      const plant =
        plantId === undefined
          ? undefined
          : known === null
            ? undefined
            : (known.find((p) => p.id === plantId) ?? null);
      runner.post({ seq, document, apiFootprints: [...results], plant });
    };
    runner.onAnswer = (answer) => {
      busy = false;
      if (dirty) {
        send();
        return;
      }
      if (timer !== undefined) return; // more typing is on its way
      if (answer.seq !== seq && answer.seq !== -1) return;
      setState(
        answer.ok
          ? { estimate: answer.estimate, isUpdating: false, error: null }
          : (s) => ({ ...s, isUpdating: false, error: answer.message }),
      );
    };
    const schedule = () => {
      setState((s) => (s.isUpdating ? s : { ...s, isUpdating: true }));
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(send, LIVE_STUDY_DELAY_MS);
    };
    send();
    const subscription = form.watch(() => schedule());
    return () => {
      subscription.unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
      runner.dispose();
    };
  }, [form, createRunner, apiFootprints, plants]);

  return state;
}
