/** The part of autocannon 8's API the benches use (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    /** Several URLs share the connections round-robin (connection i goes to url[i % n]). */
    url: string | string[];
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    url: string | string[];
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    throughput: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    duration: number;
  }

  /** Without a callback it returns a promise of the result. */
  export default function autocannon(options: Options): Promise<Result>;
}
