import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { ProcessDatabase } from './test-databases';

/** What an api process is started with (its one argument, as JSON; api-process-main.ts). */
export interface ApiProcessSettings {
  database: ProcessDatabase;
  /** The api's clock starts here (ISO) and runs at the normal pace. */
  clockStart: string;
  /** How often the unpaid-order, hold and refund sweeps run; 0: never. */
  sweepMs: number;
  redisUrl: string | undefined;
  /** What its redis keys are named after: the apis of one test database share it, other tests don't. */
  redisName: string;
}

/** An api running as a process of its own, on the loopback interface. */
export interface ApiProcess {
  readonly url: string;
  /** Ends it with SIGKILL, as a crash or the OOM killer would: nothing is closed or flushed. */
  kill(): Promise<void>;
  /** Ends it with SIGTERM: it closes the api and its database first. */
  stop(): Promise<void>;
}

const NODE_ARGS = [
  '--conditions=source',
  '--require',
  path.join(__dirname, 'typescript-require.cjs'),
  path.join(__dirname, 'api-process-main.ts'),
];

const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

const endWith = async (child: ChildProcess, signal: NodeJS.Signals): Promise<void> => {
  if (ended(child)) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
};

/** Starts the api as a child process (its sources, compiled as they load) and resolves once it listens. */
export const startApiProcess = (settings: ApiProcessSettings): Promise<ApiProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...NODE_ARGS, JSON.stringify(settings)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let partial = '';
    let listening = false;
    // What the api logs (its errors) goes to the test's output.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      process.stderr.write(chunk);
    });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const url = listening ? undefined : /^listening (\S+)$/.exec(line)?.[1];
        if (!url) {
          process.stderr.write(`${line}\n`);
          continue;
        }
        listening = true;
        child.off('exit', failed);
        resolve({ url, kill: () => endWith(child, 'SIGKILL'), stop: () => endWith(child, 'SIGTERM') });
      }
    });
    const failed = (code: number | null, signal: NodeJS.Signals | null) =>
      reject(new Error(`the api process stopped before it listened (${signal ?? code}): ${stderr.slice(-2000)}`));
    child.once('exit', failed);
  });
