// The api behind a first visit under load: autocannon, 50 connections, as a browser asks (brotli accepted), on this machine.
import autocannon from 'autocannon';

const CONNECTIONS = 50;
const DURATION_S = 20;

/** Steady state: one request first makes and caches the answer, as the first visitor after a change does. */
export const loadApi = async (url, headers) => {
  await fetch(url, { headers });
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION_S, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } },
      (error, result) => {
        if (error) return reject(error);
        const failed = result.non2xx + result.errors + result.timeouts;
        resolve({ requestsPerSecond: result.requests.average, p99: result.latency.p99, failed });
      },
    );
  });
};

export const apiTable = (rows) =>
  [
    `| call | req/s | p99 latency | failed |`,
    '| --- | ---: | ---: | ---: |',
    ...rows.map(({ label, requestsPerSecond, p99, failed }) => `| ${label} | ${Math.round(requestsPerSecond)} | ${p99} ms | ${failed} |`),
    '',
    `${CONNECTIONS} connections for ${DURATION_S} s each, autocannon on the same machine as the api.`,
  ].join('\n');
