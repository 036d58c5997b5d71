import autocannon from 'autocannon';
import { quantile } from './util';

// GET load with autocannon over a list of paths (one after the other, round the list), with
// latencies taken from every 200 response at full precision (autocannon's own histogram keeps
// whole milliseconds only).

export interface Run {
  median: number;
  p99: number;
  rps: number;
  responses: number;
  errors: number;
}

export async function load(
  url: string,
  paths: string[],
  headers: Record<string, string>,
  connections: number,
  duration: number,
): Promise<Run> {
  let next = 0;
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    headers,
    requests: [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime);
  });
  const result = await instance;
  return {
    median: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    rps: result.requests.average,
    responses: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Several rounds of one path as one: medians of their figures, sums of their counts. */
export function combine(runs: Run[]): Run {
  const mid = (pick: (r: Run) => number) => quantile(runs.map(pick), 0.5);
  const sum = (pick: (r: Run) => number) => runs.reduce((n, r) => n + pick(r), 0);
  return {
    median: mid((r) => r.median),
    p99: mid((r) => r.p99),
    rps: mid((r) => r.rps),
    responses: sum((r) => r.responses),
    errors: sum((r) => r.errors),
  };
}
