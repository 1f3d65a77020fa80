import type { FirstPaint } from '../contracts/first-paint';
import type { ApiRequest, ApiTransport, PrimedAnswers } from '../http/api-client';

type Answers = FirstPaint['answers'];

/** The key of a GET call in the first paint's answers: its path and query, the same on the server and in the browser. */
const answerKey = ({ url }: ApiRequest): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * The server's transport for a first paint: calls go to `apiUrl` (the api as the server reaches it,
 * not as browsers do) and every successful GET answer is kept in `answers`.
 */
export const recordingTransport = (transport: ApiTransport, apiUrl: string, answers: Answers): ApiTransport => {
  const base = apiUrl.replace(/\/$/, '');
  return async (request) => {
    const parsed = new URL(request.url);
    const answer = await transport({ ...request, url: `${base}${parsed.pathname}${parsed.search}` });
    if (request.method === 'GET' && answer.status < 400) answers[answerKey(request)] = answer;
    return answer;
  };
};

/** The browser's kept answers while it rebuilds the first paint: each is given once, anything else goes out as usual. */
export const primedAnswers = (answers: Answers): PrimedAnswers => {
  const left = new Map(Object.entries(answers));
  return (pathAndQuery) => {
    const kept = left.get(pathAndQuery);
    left.delete(pathAndQuery);
    return kept;
  };
};
