import type { RunDatabase } from './run-database';
import type { RunStandIns } from './run-stand-ins';

/** What the flow's steps reach: the proxy, each instance, nginx's access log, the stand-ins and the run's database. */
export interface RunContext {
  /** The repository's root, where `npm run ops` runs. */
  root: string;
  /** nginx in front of the api. */
  proxyUrl: string;
  /** nginx in front of the shell server. */
  storefrontUrl: string;
  /** Each api instance's own address, as nginx's `$upstream_addr` names it (`127.0.0.1:45402`) and as a URL. */
  instances: ReadonlyArray<{ address: string; url: string }>;
  accessLog: string;
  standIns: RunStandIns;
  database: RunDatabase;
}

/** The instance of `instances` that is not `address`. */
export const otherInstance = (context: RunContext, address: string): { address: string; url: string } => {
  const other = context.instances.find((instance) => instance.address !== address);
  if (!other || !context.instances.some((instance) => instance.address === address))
    throw new Error(`${address} is not one of the api instances (${context.instances.map((instance) => instance.address).join(', ')})`);
  return other;
};
