import type { ChildProcess } from 'node:child_process';

export declare const ROOT: string;
export declare const REMOTES: ReadonlyArray<{ name: string; dir: string; port: number }>;
export declare function remoteUrlVariable(name: string): string;
export declare function remotePortVariable(name: string): string;
export interface Stack {
  ports: { api: number; shell: number; remotes: Record<string, number> };
  apiUrl: string;
  shellUrl(tenant: string): string;
  stop(): Promise<void>;
  children: Array<{ label: string; child: ChildProcess }>;
}
export declare function startStack(options?: {
  env?: Record<string, string>;
  quiet?: boolean;
  log?: (line: string) => void;
}): Promise<Stack>;
