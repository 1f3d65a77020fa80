import { DEFAULT_BASE_PORT, portList, runPorts } from './run-ports';

describe("the production run's ports", () => {
  it('are one block from PRODUCTION_RUN_BASE_PORT, the proxy first, none twice', () => {
    const ports = runPorts({ PRODUCTION_RUN_BASE_PORT: '47000' });
    expect(ports.proxy).toBe(47000);
    const list = portList(ports);
    expect(new Set(list).size).toBe(list.length);
    expect(Math.min(...list)).toBe(47000);
    expect(Math.max(...list)).toBeLessThan(47016);
  });

  it('start at the default block without it', () => {
    expect(runPorts({}).proxy).toBe(DEFAULT_BASE_PORT);
  });

  it('refuse a base that is not a usable port', () => {
    for (const base of ['80', 'abc', '65530', '4500.5'])
      expect(() => runPorts({ PRODUCTION_RUN_BASE_PORT: base })).toThrow(/PRODUCTION_RUN_BASE_PORT must be a port/);
  });
});
