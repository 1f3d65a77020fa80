import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { REMOTES } from '@storefront/shared/remotes';
import { superviseStack } from './supervise.cjs';

// Stand-ins for the api, the remotes' static hosts and the shell: processes that run until killed.
const idleProcess = (): ChildProcess => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

const fakeStack = () => {
  const api = { label: 'api', child: idleProcess() };
  const remotes = REMOTES.map((remote: { folder: string }) => ({ label: remote.folder, child: idleProcess(), remote }));
  const shell = { label: 'shell', child: idleProcess() };
  const children = [api, ...remotes, shell];
  const stop = jest.fn(async () => {
    await Promise.all(children.filter(({ child }) => running(child)).map(({ child }) => (child.kill(), once(child, 'exit'))));
  });
  return { api, remotes, shell, children, stop };
};

describe('superviseStack (npm start)', () => {
  let stack: ReturnType<typeof fakeStack>;
  beforeEach(() => {
    stack = fakeStack();
  });
  afterEach(async () => {
    for (const { child } of stack.children) if (running(child)) child.kill('SIGKILL');
  });

  it('keeps everything else running when one remote stops, and says which and how to restart it', async () => {
    let logged: () => void = () => undefined;
    const said = new Promise<void>((resolve) => (logged = resolve));
    const log = jest.fn(() => logged());
    const exit = jest.fn();
    superviseStack({ children: stack.children, stop: stack.stop, exit, log });
    const reservations = stack.remotes.find((entry) => entry.label === 'mf-reservations')!;

    reservations.child.kill('SIGTERM');
    await once(reservations.child, 'exit');
    await said;

    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/^mf-reservations stopped \(SIGTERM\)\. The rest keeps running/);
    expect(log.mock.calls[0]![0]).toContain('Restart it with: npm run remote -- mf-reservations');
    expect(stack.stop).not.toHaveBeenCalled();
    expect(exit).not.toHaveBeenCalled();
    expect(stack.children.filter(({ child }) => running(child)).map(({ label }) => label)).toEqual(
      stack.children.map(({ label }) => label).filter((label) => label !== 'mf-reservations'),
    );
  });

  it.each(['api', 'shell'] as const)('stops everything and exits with 1 when the %s stops', async (part) => {
    const log = jest.fn();
    const exited = new Promise<number>((resolve) => {
      superviseStack({ children: stack.children, stop: stack.stop, exit: resolve, log });
    });

    stack[part].child.kill('SIGTERM');

    expect(await exited).toBe(1);
    expect(log).toHaveBeenCalledWith(`${part} stopped unexpectedly (SIGTERM); stopping everything.`);
    expect(stack.stop).toHaveBeenCalledTimes(1);
    expect(stack.children.filter(({ child }) => running(child))).toEqual([]);
    // The processes stopped by the shutdown itself are not reported as stopping unexpectedly.
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('stops everything once on Ctrl-C and exits with 0', async () => {
    const log = jest.fn();
    const exit = jest.fn();
    const { shutdown } = superviseStack({ children: stack.children, stop: stack.stop, exit, log });

    await Promise.all([shutdown(0), shutdown(0)]);

    expect(stack.stop).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
    expect(stack.children.filter(({ child }) => running(child))).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });
});
