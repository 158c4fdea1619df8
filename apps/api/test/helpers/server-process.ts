import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const apiDir = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:port, or https:// when HTTPS_CERT_FILE is given */
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGTERM or SIGINT: a clean stop; SIGKILL: a crash. Resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the real entry point (src/main.ts) as `npm start` does, on a free port unless `PORT`
 * is given, and waits until it listens. `env` comes on top of this process's environment.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // A first start seeds the demo data; on a loaded 2-core CI machine that alone can take a minute,
  // and at load 25 it took longer than 150 s. A safety net against a hung start, not a speed check.
  const deadline = Date.now() + 300_000;
  while (!output.includes('Pharmatrace is running')) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    url: `${env.HTTPS_CERT_FILE ? 'https' : 'http'}://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
