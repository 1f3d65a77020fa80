import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A child process of the run, its output kept in a file of the run's folder. */
export interface RunChild {
  label: string;
  child: ChildProcess;
  logFile: string;
}

/** What a child inherits of the run's environment: where programs are, and the temporary folder. */
const baseEnv = (): Record<string, string> =>
  Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR', 'LANG'].flatMap((name) => (process.env[name] ? [[name, process.env[name] as string]] : [])),
  );

const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

const STOP_GRACE_MS = 5000;
const READY_TIMEOUT_MS = 60_000;

/** Fails, naming the port, when one of `ports` is taken already (an earlier run's process, or another program). */
export const ensurePortsFree = async (ports: readonly number[]): Promise<void> => {
  for (const port of ports) {
    const server = createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!free) throw new Error(`port ${port} is in use: stop what listens there or set PRODUCTION_RUN_BASE_PORT to another block`);
    server.close();
    await once(server, 'close');
  }
};

/** The run's child processes: started with a log file each, waited for, and all ended at the end. */
export const runProcesses = (dir: string, cwd: string) => {
  const children: RunChild[] = [];

  const tail = async ({ logFile }: RunChild, lines = 30): Promise<string> =>
    (await readFile(logFile, 'utf8').catch(() => '')).trimEnd().split('\n').slice(-lines).join('\n');

  let stopping = false;

  const start = (label: string, command: string, args: readonly string[], env: Record<string, string> = {}): RunChild => {
    // Once the run is stopping (Ctrl-C while it starts), a process started now would outlive it.
    if (stopping) throw new Error(`the run is stopping: ${label} is not started`);
    const logFile = path.join(dir, `${label}.log`);
    const log = createWriteStream(logFile);
    const child = spawn(command, args, { cwd, env: { ...baseEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    // A program that cannot be started (ENOENT) emits only this, with its exit code set: its wait then fails with the message.
    child.on('error', (error) => log.write(`${label}: ${error.message}\n`));
    const started = { label, child, logFile };
    children.push(started);
    return started;
  };

  /** Resolves once `url` answers 2xx; fails at once with the output of a process that stopped meanwhile. */
  const waitUntilAnswering = async (started: RunChild, url: string): Promise<void> => {
    const until = Date.now() + READY_TIMEOUT_MS;
    let last = 'no answer';
    for (;;) {
      if (ended(started.child))
        throw new Error(
          `${started.label} stopped (${started.child.signalCode ?? started.child.exitCode}) before ${url} answered:\n${await tail(started)}`,
        );
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
        await response.arrayBuffer();
        if (response.ok) return;
        last = `${response.status}`;
      } catch (error) {
        last = (error as Error).message;
      }
      if (Date.now() > until)
        throw new Error(
          `${started.label} did not answer ${url} within ${READY_TIMEOUT_MS / 1000} s (last: ${last}):\n${await tail(started)}`,
        );
      await sleep(100);
    }
  };

  /** The end of every child's output, for a failure's report. */
  const outputs = async (): Promise<string> => {
    const parts = await Promise.all(
      children.map(async (started) => `--- ${started.label} (${started.logFile})\n${await tail(started, 15)}`),
    );
    return parts.join('\n');
  };

  /** SIGTERM to every child still running, SIGKILL to any still there after the grace time; resolves once all exited. */
  const stopAll = async (): Promise<void> => {
    stopping = true;
    await Promise.all(
      children.map(async ({ child }) => {
        if (ended(child)) return;
        const exited = once(child, 'exit');
        const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        child.kill('SIGTERM');
        await exited;
        clearTimeout(kill);
      }),
    );
  };

  return { start, waitUntilAnswering, outputs, stopAll };
};

export type RunProcesses = ReturnType<typeof runProcesses>;
