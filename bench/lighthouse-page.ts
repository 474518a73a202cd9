/**
 * bench/lighthouse-page: Lighthouse's mobile performance audit alone, `BENCH_LIGHTHOUSE_RUNS` (5) times on
 * each URL given, taking turns (A, B, A, B...) so that a busy shared machine weighs on every URL alike.
 * For comparing two builds of the guest page without the public-site bench's load phases. Prints each
 * run's score, total blocking time, first and largest contentful paint and the scripts' main-thread time,
 * then the medians per URL; `BENCH_LIGHTHOUSE_DIR` keeps every run's full report there as JSON.
 *
 * Lighthouse simulates a slow phone from the tasks' wall times, which on a busy shared machine measure the
 * neighbours too. `cpuBlockingMs` is the same sum as its total blocking time (each main-thread task after
 * the first contentful paint, 4 × slower, less 50 ms) over the tasks' thread (CPU) times, which the
 * neighbours barely change: the figure to compare two builds by when the load average is high.
 *
 * Run with `npx tsx bench/lighthouse-page.ts <url> [<url>...]` against servers already started.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { runLighthouse } from './public-site/lighthouse';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR;

interface Run {
  score: number;
  totalBlockingTimeMs: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  /** Total blocking time from the tasks' CPU times (see above). */
  cpuBlockingMs: number;
  /** CPU milliseconds of the main thread's tasks before the first contentful paint. */
  cpuBeforeFirstPaintMs: number;
  /** Main-thread milliseconds per script (Lighthouse's `bootup-time`, scripting and parsing). */
  scripts: Record<string, number>;
}

/** Lighthouse's default mobile CPU slowdown, and the length from which a task blocks. */
const CPU_SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** The main thread's tasks before the first contentful paint, and the blocking time of those after it. */
function cpuFigures(events: TraceEvent[]): { cpuBlockingMs: number; cpuBeforeFirstPaintMs: number } {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return { cpuBlockingMs: Number.NaN, cpuBeforeFirstPaintMs: Number.NaN };
  let cpuBlockingMs = 0;
  let cpuBeforeFirstPaintMs = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== paint.pid || event.tid !== paint.tid) {
      continue;
    }
    const cpuMs = (event.tdur ?? 0) / 1000;
    if (event.ts < paint.ts) cpuBeforeFirstPaintMs += cpuMs;
    else cpuBlockingMs += Math.max(0, CPU_SLOWDOWN * cpuMs - BLOCKING_FROM_MS);
  }
  return {
    cpuBlockingMs: Math.round(cpuBlockingMs),
    cpuBeforeFirstPaintMs: Math.round(cpuBeforeFirstPaintMs),
  };
}

interface BootupItem {
  url: string;
  scripting: number;
  scriptParseCompile: number;
}

async function auditOnce(url: string, reportName: string): Promise<Run> {
  const { lhr, artifacts } = await runLighthouse(url);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(join(REPORT_DIR, `${reportName}.json`), JSON.stringify(lhr));
  }
  const value = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const details = lhr.audits['bootup-time']?.details;
  const items = (details && 'items' in details ? details.items : []) as unknown as BootupItem[];
  const scripts = Object.fromEntries(
    items.map((item) => [
      item.url.replace(/^https?:\/\/[^/]+/, ''),
      Math.round(item.scripting + item.scriptParseCompile),
    ]),
  );
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    totalBlockingTimeMs: value('total-blocking-time'),
    firstContentfulPaintMs: value('first-contentful-paint'),
    largestContentfulPaintMs: value('largest-contentful-paint'),
    ...cpuFigures(artifacts.Trace.traceEvents as unknown as TraceEvent[]),
    scripts,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const urls = process.argv.slice(2);
  if (urls.length === 0) throw new Error('usage: tsx bench/lighthouse-page.ts <url> [<url>...]');
  const runs = new Map<string, Run[]>(urls.map((url) => [url, []]));
  console.log(
    `load average before: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  for (let round = 0; round < RUNS; round += 1) {
    for (const [index, url] of urls.entries()) {
      const run = await auditOnce(url, `${index}-${round}`);
      runs.get(url)?.push(run);
      console.log(JSON.stringify({ url, round, load: loadavg()[0]?.toFixed(2), ...run }));
    }
  }
  for (const [url, results] of runs) {
    const figure = (pick: (run: Run) => number) => median(results.map(pick));
    console.log(
      JSON.stringify({
        url,
        scores: results.map((run) => run.score),
        medianScore: figure((run) => run.score),
        medianTotalBlockingTimeMs: figure((run) => run.totalBlockingTimeMs),
        medianFirstContentfulPaintMs: figure((run) => run.firstContentfulPaintMs),
        medianLargestContentfulPaintMs: figure((run) => run.largestContentfulPaintMs),
        medianCpuBlockingMs: figure((run) => run.cpuBlockingMs),
        medianCpuBeforeFirstPaintMs: figure((run) => run.cpuBeforeFirstPaintMs),
      }),
    );
  }
  console.log(
    `load average after: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
}

await main();
