import { translate } from '@pharmatrace/domain';
import { getLanguage } from '@/lib/language';

/** The answer a runner gives when its worker itself failed (not the computation): `seq` -1. */
export type RunnerFailure = { seq: -1; ok: false; message: string };

/**
 * Runs one computation's requests and hands back their answers, in the order they come. The
 * caller sets `onAnswer` before posting, and sends at most one request at a time (the live
 * estimates send the newest values once the previous answer is back).
 */
export type WorkerRunner<Request, Answer> = {
  post: (request: Request) => void;
  onAnswer: (answer: Answer | RunnerFailure) => void;
  dispose: () => void;
};

/**
 * A Web Worker where the browser has them (decision 0034); elsewhere (the component tests'
 * jsdom) the same computation after the current task, so that the screen behaves the same.
 *
 * Both ways are the caller's own code: `startWorker` must hold the literal
 * `new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })` and `loadCompute`
 * the literal `import('./x')`, for Vite to bundle the worker and to keep the method out of the
 * page's own bundle (it is loaded on demand, in the fallback only).
 */
export function createWorkerRunner<Request, Answer>({
  startWorker,
  loadCompute,
}: {
  startWorker: () => Worker;
  loadCompute: () => Promise<(request: Request) => Answer>;
}): WorkerRunner<Request, Answer> {
  if (typeof Worker === 'undefined') {
    let disposed = false;
    const runner: WorkerRunner<Request, Answer> = {
      post: (request) =>
        void loadCompute().then((compute) => {
          if (!disposed) runner.onAnswer(compute(request));
        }),
      onAnswer: () => undefined,
      dispose: () => {
        disposed = true;
      },
    };
    return runner;
  }
  const worker = startWorker();
  const runner: WorkerRunner<Request, Answer> = {
    post: (request) => worker.postMessage(request),
    onAnswer: () => undefined,
    dispose: () => worker.terminate(),
  };
  worker.onmessage = (event: MessageEvent<Answer>) => runner.onAnswer(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    // The page's language when the worker fails: the panels show this inside their own sentence.
    const message = event.message || translate(getLanguage(), 'footprints.estimate.stopped');
    runner.onAnswer({ seq: -1, ok: false, message });
  };
  return runner;
}
