/** The ports of the run's processes, one block from PRODUCTION_RUN_BASE_PORT (the stand-ins take free ports of their own). */
export interface RunPorts {
  /** nginx: the api's public address. */
  proxy: number;
  /** nginx: the storefront's public address. */
  storefrontProxy: number;
  apiInstances: [number, number];
  shell: number;
  /** The static host of the menu remote. */
  menuRemote: number;
}

export const DEFAULT_BASE_PORT = 45400;

export const runPorts = (env: NodeJS.ProcessEnv): RunPorts => {
  const base = Number(env.PRODUCTION_RUN_BASE_PORT || DEFAULT_BASE_PORT);
  if (!Number.isInteger(base) || base < 1024 || base > 65535 - 16)
    throw new Error(`PRODUCTION_RUN_BASE_PORT must be a port from 1024 to ${65535 - 16}, not ${env.PRODUCTION_RUN_BASE_PORT}`);
  return { proxy: base, storefrontProxy: base + 1, apiInstances: [base + 2, base + 3], shell: base + 4, menuRemote: base + 5 };
};

export const portList = (ports: RunPorts): number[] => [
  ports.proxy,
  ports.storefrontProxy,
  ...ports.apiInstances,
  ports.shell,
  ports.menuRemote,
];
