import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';

/** A redis-server of a test's own, on a free port of the loopback interface, without persistence. */
export interface TestRedisServer {
  readonly url: string;
  /** SIGSTOP: the process stays, its connections stay open, nothing is answered (a hung redis). Resolves once it is stopped. */
  pause(): Promise<void>;
  /** SIGCONT: it answers again, starting with what it was sent while paused. Resolves once it runs. */
  resume(): Promise<void>;
  /** SIGKILL: its connections close, its data is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port (after `kill`), empty. Resolves once it accepts connections. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

const freePort = async (): Promise<number> => {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
};

const running = (child: ChildProcess): boolean => child.exitCode === null && child.signalCode === null;

/** Spawns redis-server and resolves once it says it accepts connections. */
const spawnRedis = (port: number): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const failed = (code: number | null) => reject(new Error(`redis-server on port ${port} ended (${code}): ${output.slice(-2000)}`));
    child.once('exit', failed);
    child.once('error', reject);
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      if (!output.includes('Ready to accept connections')) return;
      child.off('exit', failed);
      resolve(child);
    });
  });

/** The process state letter of /proc/<pid>/stat: T when stopped. */
const stateOf = async (pid: number): Promise<string> => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
};

const untilState = async (pid: number, stopped: boolean): Promise<void> => {
  while (((await stateOf(pid)) === 'T') !== stopped) await new Promise((resolve) => setImmediate(resolve));
};

export const startRedisServer = async (): Promise<TestRedisServer> => {
  const port = await freePort();
  let child = await spawnRedis(port);
  const pidOf = (): number => {
    if (child.pid === undefined || !running(child)) throw new Error('redis-server is not running');
    return child.pid;
  };
  const kill = async () => {
    if (!running(child)) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    pause: async () => {
      process.kill(pidOf(), 'SIGSTOP');
      await untilState(pidOf(), true);
    },
    resume: async () => {
      process.kill(pidOf(), 'SIGCONT');
      await untilState(pidOf(), false);
    },
    kill,
    restart: async () => {
      child = await spawnRedis(port);
    },
    close: kill,
  };
};
