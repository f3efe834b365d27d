/** One Lighthouse 12 navigation run (Node API) against a Chromium we started, mobile or desktop preset. */
import os from 'node:os';
import lighthouse, { desktopConfig } from 'lighthouse';

export type FormFactor = 'mobile' | 'desktop';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRun {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Titles of the audits that did not score 1, for the note when a score is below 100. */
  failedAudits: string[];
  /** The LCP element and how its time splits into phases, e.g. `h1 "Tamilnadu's…" (TTFB 600 ms, render delay 400 ms)`. */
  lcpElement: string;
  /**
   * Lighthouse's own measure of the host's speed at the time of the run (`lhr.environment.benchmarkIndex`, higher is
   * faster). Its simulation multiplies the observed main-thread times by 4 as if the host were an unloaded desktop,
   * so a low index says the blocking time of that run was inflated by a busy machine.
   */
  benchmarkIndex: number;
  /** The host's one-minute load average when the run ended. */
  loadAverage: number;
}

interface LcpPhase {
  phase: string;
  timing: number;
}

/** Reads Lighthouse's largest-contentful-paint-element details: a node table, then a phase table. */
function describeLcpElement(details: unknown): string {
  const tables = (details as { items?: { items?: unknown[] }[] } | undefined)?.items ?? [];
  const node = (tables[0]?.items?.[0] as { node?: { snippet?: string; nodeLabel?: string } } | undefined)?.node;
  const phases = (tables[1]?.items ?? []) as LcpPhase[];
  const label = node ? `${node.snippet ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"` : 'unknown element';
  const split = phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ');
  return split ? `${label} (${split})` : label;
}

class LighthouseRuntimeError extends Error {}

const ATTEMPTS = 3;

/** Retries Lighthouse's own runtime errors (e.g. NO_NAVSTART, a trace it failed to record on a busy machine). */
export async function runLighthouse(url: string, port: number, formFactor: FormFactor): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, port, formFactor);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= ATTEMPTS) throw error;
      console.warn(`${error.message}; trying again (${attempt + 1}/${ATTEMPTS})`);
    }
  }
}

async function runOnce(url: string, port: number, formFactor: FormFactor): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse ${formFactor} on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (category: Category): number => {
    const value = lhr.categories[category]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse ${formFactor} on ${url} gave no ${category} score`);
    return Math.round(value * 100);
  };
  const metric = (id: string): number => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse ${formFactor} on ${url} gave no ${id}`);
    return value;
  };
  const failedAudits = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && typeof audit.score === 'number' && audit.score < 1)
      .map((audit) => `${category}: ${audit?.title ?? ''}`),
  );
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
    failedAudits,
    lcpElement: describeLcpElement(lhr.audits['largest-contentful-paint-element']?.details),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    loadAverage: os.loadavg()[0] ?? 0,
  };
}
