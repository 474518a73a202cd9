/** How every bench saves what it measured: one JSON file in bench/results, headed alike. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { ROOT, round } from './compiled-server';

/** The machine's one-minute load average now, taken before a bench starts. */
export const loadAverageNow = (): number => round(loadavg()[0] ?? 0);

/**
 * Writes `figures` to bench/results/`file`, after when, the BENCH_NOTE, the commit and the machine: the
 * machine is shared, and a high load average means the numbers measure the neighbours too.
 */
export function writeBenchResults<T extends object>(file: string, loadAverageBefore: number, figures: T) {
  const results = {
    measuredAt: new Date().toISOString(),
    note: process.env.BENCH_NOTE ?? null,
    commit: execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    machine: { cpus: cpus().length, loadAverageBefore, loadAverageAfter: loadAverageNow() },
    ...figures,
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results', file), `${JSON.stringify(results, null, 2)}\n`);
  return results;
}
