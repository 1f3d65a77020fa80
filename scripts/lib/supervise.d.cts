import type { StackChild, RemoteEntry } from './stack.cjs';

export declare function restartCommand(remote: RemoteEntry): string;
export declare function superviseStack(options: {
  children: StackChild[];
  stop(): Promise<void>;
  exit(code: number): void;
  log?: (line: string) => void;
}): { shutdown(code: number): Promise<void> };
