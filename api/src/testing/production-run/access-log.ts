import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';

/** One request as nginx logged it (nginx-config.ts, ACCESS_LOG_FORMAT). */
export interface LoggedRequest {
  step: string;
  method: string;
  uri: string;
  status: number;
  /** The instance that answered (`127.0.0.1:45402`); empty when nginx answered itself. */
  upstream: string;
}

/** The requests of an access log's text, in order; a last line still being written is left out. */
export const parseAccessLog = (text: string): LoggedRequest[] =>
  text
    .split('\n')
    .filter((line) => line.endsWith('}'))
    .map((line) => {
      const fields = JSON.parse(line) as Record<string, string>;
      return {
        step: fields.step ?? '',
        method: fields.method ?? '',
        uri: fields.uri ?? '',
        status: Number(fields.status),
        upstream: fields.upstream ?? '',
      };
    });

const LOG_WAIT_MS = 5000;

/**
 * The logged requests that `matches`, once there are `count` of them: nginx writes a request's line
 * after its answer went out (a WebSocket's once it closed), so the line may come a moment after the answer.
 */
export const loggedRequests = async (
  file: string,
  matches: (request: LoggedRequest) => boolean,
  count = 1,
  waitMs = LOG_WAIT_MS,
): Promise<LoggedRequest[]> => {
  const until = Date.now() + waitMs;
  for (;;) {
    const found = parseAccessLog(await readFile(file, 'utf8').catch(() => '')).filter(matches);
    if (found.length >= count) return found;
    if (Date.now() > until)
      throw new Error(`nginx's access log (${file}) has ${found.length} of the ${count} requests looked for after ${waitMs} ms`);
    await sleep(50);
  }
};

/** The one instance that answered the requests of a step (the step's name is sent in STEP_HEADER). */
export const upstreamOfStep = async (file: string, step: string): Promise<string> => {
  const [request] = await loggedRequests(file, (logged) => logged.step === step);
  if (!request?.upstream) throw new Error(`nginx logged no instance for the step ${step}`);
  return request.upstream;
};
