// The entry of the API's worker threads (lib/cpu-pool.ts, issue #35). Plain JavaScript, so that a
// thread starts the same way under `npm start`, under vitest and in any other runner: it loads the
// TypeScript tasks itself with tsx's tsImport, which compiles that module graph alone (the main
// thread's own loader, tsx's or vite's, does not reach a worker thread).
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport('./cpu-tasks.ts', import.meta.url);

export const estimate = (task) => tasks.estimate(task);
export const medicineEstimate = (task) => tasks.medicineEstimate(task);
export const parsePurchases = (bytes) => tasks.parsePurchases(bytes);
export const parseFactors = (bytes) => tasks.parseFactors(bytes);
