import type { ChildProcess } from 'node:child_process';

export interface RemoteEntry {
  name: string;
  folder: string;
  port: number;
  moduleSetting: string;
}
export declare const ROOT: string;
export declare const REMOTES: ReadonlyArray<RemoteEntry>;
export declare function findRemote(nameOrFolder: string): RemoteEntry | undefined;
export declare function remoteHostArgs(remote: RemoteEntry, port: number): string[];
export declare function remoteUrlVariable(name: string): string;
export declare function remotePortVariable(name: string): string;
export interface StackPorts {
  api: number;
  shell: number;
  remotes: Record<string, number>;
}
export declare function stackPorts(env?: Record<string, string | undefined>): StackPorts;
/** The api's variables in a stack: its port, and `STOREFRONT_URL` (the stack's shell on its port unless set). */
export declare function apiEnvOf(env: Record<string, string | undefined>, ports: StackPorts): { API_PORT: string; STOREFRONT_URL: string };
export interface StackChild {
  label: string;
  child: ChildProcess;
  /** Set for a remote's static host. */
  remote?: RemoteEntry;
}
export interface Stack {
  ports: StackPorts;
  apiUrl: string;
  shellUrl(tenant: string): string;
  stop(): Promise<void>;
  children: StackChild[];
}
export declare function startStack(options?: {
  env?: Record<string, string>;
  quiet?: boolean;
  log?: (line: string) => void;
  /** Serves only these remotes (default: every remote of the registry). */
  remotes?: ReadonlyArray<RemoteEntry>;
}): Promise<Stack>;
