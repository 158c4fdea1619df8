import { translate } from '@pharmatrace/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLanguage, setLanguage } from '../language';
import { createWorkerRunner, type RunnerFailure } from '../worker-runner';

type Request = { seq: number; x: number };
type Answer = { seq: number; ok: true; square: number } | RunnerFailure;

const square = (request: Request): Answer => ({ seq: request.seq, ok: true, square: request.x * request.x });

/** Lets the runner's pending promises (the on-demand import, then the computation) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createWorkerRunner without Web Workers (jsdom has none)', () => {
  it('loads the computation on demand and answers each request after the current task', async () => {
    expect(typeof Worker).toBe('undefined');
    const loadCompute = vi.fn(async () => square);
    const startWorker = vi.fn((): Worker => {
      throw new Error('no worker may start where there are none');
    });
    const runner = createWorkerRunner<Request, Answer>({ startWorker, loadCompute });
    const answers: Answer[] = [];
    runner.onAnswer = (answer) => answers.push(answer as Answer);
    expect(loadCompute).not.toHaveBeenCalled(); // the page's bundle does not carry the method

    runner.post({ seq: 1, x: 3 });
    expect(answers).toEqual([]); // never on the caller's own stack
    await settle();
    runner.post({ seq: 2, x: -4 });
    await settle();

    expect(answers).toEqual([
      { seq: 1, ok: true, square: 9 },
      { seq: 2, ok: true, square: 16 },
    ]);
    expect(startWorker).not.toHaveBeenCalled();
  });

  it('drops an answer that comes after dispose', async () => {
    const runner = createWorkerRunner<Request, Answer>({
      startWorker: () => {
        throw new Error('unused');
      },
      loadCompute: async () => square,
    });
    const answers: unknown[] = [];
    runner.onAnswer = (answer) => answers.push(answer);
    runner.post({ seq: 1, x: 2 });
    runner.dispose();
    await settle();
    expect(answers).toEqual([]);
  });
});

/**
 * A stand-in for the browser's Worker (jsdom has none; the journeys run the real one in
 * Chromium): it computes what it is posted and answers through `onmessage`, as the estimate
 * workers do.
 */
class EchoWorker {
  static started: EchoWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor() {
    EchoWorker.started.push(this);
  }
  postMessage(request: Request) {
    queueMicrotask(() => this.onmessage?.({ data: square(request) } as MessageEvent));
  }
  terminate() {
    this.terminated = true;
  }
  /** The browser's error event when the worker's script throws; returns whether it was handled. */
  fail(message: string) {
    const event = { message, defaultPrevented: false, preventDefault: () => undefined } as ErrorEvent & {
      defaultPrevented: boolean;
    };
    let prevented = false;
    event.preventDefault = () => {
      prevented = true;
    };
    this.onerror?.(event);
    return prevented;
  }
}

describe('createWorkerRunner with Web Workers', () => {
  const language = getLanguage();
  afterEach(() => {
    vi.unstubAllGlobals();
    EchoWorker.started = [];
    setLanguage(language);
  });

  function start() {
    vi.stubGlobal('Worker', EchoWorker);
    const loadCompute = vi.fn(async () => square);
    const runner = createWorkerRunner<Request, Answer>({
      startWorker: () => new Worker('worker.js'),
      loadCompute,
    });
    const answers: Answer[] = [];
    runner.onAnswer = (answer) => answers.push(answer as Answer);
    const [worker] = EchoWorker.started;
    if (!worker) throw new Error('the runner started no worker');
    return { runner, answers, worker, loadCompute };
  }

  it('posts each request to the worker and hands back its answers; dispose terminates it', async () => {
    const { runner, answers, worker, loadCompute } = start();
    runner.post({ seq: 1, x: 5 });
    await settle();
    expect(answers).toEqual([{ seq: 1, ok: true, square: 25 }]);
    expect(loadCompute).not.toHaveBeenCalled(); // the method runs in the worker only
    runner.dispose();
    expect(worker.terminated).toBe(true);
  });

  it("answers a failed worker with seq -1 and the error's own message, and handles the event", () => {
    const { answers, worker } = start();
    expect(worker.fail('out of memory')).toBe(true);
    expect(answers).toEqual([{ seq: -1, ok: false, message: 'out of memory' }]);
  });

  it("says 'the estimate stopped' in the page's language when the error has no message", () => {
    setLanguage('fr');
    const { answers, worker } = start();
    worker.fail('');
    const said = translate('fr', 'footprints.estimate.stopped');
    expect(said).not.toBe(translate('en', 'footprints.estimate.stopped'));
    expect(answers).toEqual([{ seq: -1, ok: false, message: said }]);
  });
});
