// Forecast benchmark: the models' engine on series with a known answer, on the demo company, and
// against R's forecast package (an independent oracle) where Rscript and r-cran-forecast are
// installed. Usage: npm run bench:forecast [-- --no-r]
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildModel } from '../../../plugins/models/domain/buildModel';
import { forecast } from '../../../plugins/models/domain/forecast/engine';
import { fitEts } from '../../../plugins/models/domain/forecast/ets';
import { fitTheta, seasonalNaive } from '../../../plugins/models/domain/forecast/theta';
import {
  forecastParamsSchema,
  modelIds,
  type ForecastParamsInput,
} from '../../../plugins/models/domain/modelSchemas';
import { readBookSeries } from '../../../plugins/models/domain/series';
import { demoLedger } from './demoLedger';
import { kinds, syntheticSeries } from './synthetic';

const SEEDS = 10;
const HOLDOUT = 12;
const mean = (v: readonly number[]) => v.reduce((s, x) => s + x, 0) / Math.max(1, v.length);
const median = (v: readonly number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const pct = (share: number) => `${(100 * share).toFixed(1)}%`;
const f2 = (x: number) => x.toFixed(2);

/** Mean absolute in-sample seasonal naive error (lag 12): the scale of MASE. */
function scaleOf(train: readonly number[]): number {
  let sum = 0;
  for (let t = 12; t < train.length; t += 1) sum += Math.abs(train[t]! - train[t - 12]!);
  return sum / (train.length - 12);
}
const maseOf = (test: readonly number[], fc: readonly number[], scale: number) =>
  mean(test.map((y, i) => Math.abs(y - fc[i]!))) / scale;
const inside = (test: readonly number[], lower: readonly number[], upper: readonly number[]) =>
  test.filter((y, i) => y >= lower[i]! && y <= upper[i]!).length;

/** The engine on one series: backtest figures, and the held-out year against its forecast. */
function holdout(series: readonly number[]) {
  const train = series.slice(0, -HOLDOUT);
  const test = series.slice(-HOLDOUT);
  const at95 = forecast({ series: train, season: 12, horizon: HOLDOUT, confidence: 95 });
  const at80 = forecast({ series: train, season: 12, horizon: HOLDOUT, confidence: 80 });
  const scale = scaleOf(train);
  return {
    backtestMase: at95.mase,
    backtestNaiveMase: at95.naiveMase,
    backtestCoverage80: at80.coverage ?? NaN,
    backtestCoverage95: at95.coverage ?? NaN,
    mase: maseOf(test, at95.point, scale),
    naiveMase: maseOf(test, seasonalNaive(train, 12)(HOLDOUT), scale),
    inside80: inside(test, at80.band!.lower, at80.band!.upper),
    inside95: inside(test, at95.band!.lower, at95.band!.upper),
    applied: [at80.appliedLevel, at95.appliedLevel],
  };
}

function synthetic(): void {
  console.log(`### Synthetic monthly series (${SEEDS} seeds per kind, 60 months + 12 held out)\n`);
  console.log(
    '| series | backtest MASE | seasonal naive | backtest coverage 80% / 95% | held-out MASE | seasonal naive | held-out coverage 80% / 95% |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const totals = { c80: 0, c95: 0, n: 0 };
  for (const kind of kinds) {
    const runs = Array.from({ length: SEEDS }, (_, s) =>
      holdout(syntheticSeries(kind, 60 + HOLDOUT, 1000 + s)),
    );
    const in80 = runs.reduce((s, r) => s + r.inside80, 0);
    const in95 = runs.reduce((s, r) => s + r.inside95, 0);
    totals.c80 += in80;
    totals.c95 += in95;
    totals.n += runs.length * HOLDOUT;
    console.log(
      `| ${kind} | ${f2(mean(runs.map((r) => r.backtestMase)))} | ${f2(mean(runs.map((r) => r.backtestNaiveMase)))} | ${pct(mean(runs.map((r) => r.backtestCoverage80)))} / ${pct(mean(runs.map((r) => r.backtestCoverage95)))} | ${f2(mean(runs.map((r) => r.mase)))} | ${f2(mean(runs.map((r) => r.naiveMase)))} | ${pct(in80 / (runs.length * HOLDOUT))} / ${pct(in95 / (runs.length * HOLDOUT))} |`,
    );
  }
  console.log(
    `\nAll ${totals.n} held-out months: ${pct(totals.c80 / totals.n)} inside the 80% intervals, ${pct(totals.c95 / totals.n)} inside the 95% intervals.\n`,
  );
}

async function demo(): Promise<void> {
  const today = '2026-11-25';
  const { ledger, entries } = demoLedger(today);
  console.log(`### The demo company (${entries} entries, ${today})\n`);
  console.log(
    '| model | data points | accuracy | MASE | seasonal naive | coverage 80% | coverage 95% (level applied) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const run = async (params: ForecastParamsInput) => {
    const parsed = forecastParamsSchema.parse(params);
    const books = await readBookSeries(ledger, 'demo', {
      today,
      range: parsed.range,
      granularity: parsed.granularity,
    });
    return buildModel(books, parsed, `${today}T09:00:00.000Z`);
  };
  for (const model of modelIds) {
    const at95 = await run({ model });
    const at80 = await run({ model, confidence: 80 });
    console.log(
      `| ${model} | ${at95.dataPoints} | ${at95.accuracy ?? '–'}% | ${at95.mase ?? '–'} | ${at95.naiveMase ?? '–'} | ${at80.coverage ?? '–'}% | ${at95.coverage ?? '–'}% (${at95.appliedConfidence}%) |`,
    );
  }
  console.log(
    '\nA full recompute of the four models (books read and models computed), median of 5:\n',
  );
  console.log('| granularity | horizon | time |');
  console.log('| --- | --- | --- |');
  for (const granularity of ['monthly', 'weekly', 'daily'] as const)
    for (const horizon of [6, 12] as const) {
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const start = performance.now();
        for (const model of modelIds) await run({ model, granularity, horizon });
        times.push(performance.now() - start);
      }
      console.log(`| ${granularity} | ${horizon} | ${median(times).toFixed(0)} ms |`);
    }
  console.log('');
}

interface OracleSeries {
  name: string;
  train: number[];
  test: number[];
  ets_aada: number[];
  ets_aadn: number[];
  thetaf: number[];
  auto: number[];
  auto_model: string;
}

function rComparison(): void {
  const given = Object.fromEntries(
    kinds.map((kind) => [`synthetic ${kind}`, syntheticSeries(kind, 60 + HOLDOUT, 1000)]),
  );
  let answer: string;
  try {
    answer = execFileSync('Rscript', [join(import.meta.dirname, 'oracle.R')], {
      input: JSON.stringify(given),
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    console.log(`### R's forecast package\n\nNot run: ${String(error).split('\n')[0]}\n`);
    return;
  }
  const series = JSON.parse(answer) as OracleSeries[];
  const version = execFileSync(
    'Rscript',
    ['-e', 'cat(R.version.string, "/ forecast", as.character(packageVersion("forecast")))'],
    { encoding: 'utf8' },
  );
  console.log(`### Against R's forecast package (${version.trim()})\n`);
  console.log(
    "Point forecasts 12 months ahead from the same training months: the mean absolute difference from R as a share of R's mean forecast, then the held-out MASE of each.\n",
  );
  console.log(
    '| series | ETS(A,Ad,A) vs ets() | ETS(A,Ad,N) vs ets() | Theta vs thetaf() | held-out MASE: Keel combination | R ets() auto (model) | R thetaf() | seasonal naive |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const s of series) {
    const diff = (ours: number[], r: number[]) =>
      pct(mean(ours.map((v, i) => Math.abs(v - r[i]!))) / mean(r.map(Math.abs)));
    const aada = fitEts(s.train, { damped: true, season: 12 }).forecast(HOLDOUT);
    const aadn = fitEts(s.train, { damped: true, season: 1 }).forecast(HOLDOUT);
    const theta = fitTheta(s.train, 12).forecast(HOLDOUT);
    const combined = forecast({ series: s.train, season: 12, horizon: HOLDOUT, confidence: 95 });
    const scale = scaleOf(s.train);
    console.log(
      `| ${s.name} | ${diff(aada, s.ets_aada)} | ${diff(aadn, s.ets_aadn)} | ${diff(theta, s.thetaf)} | ${f2(maseOf(s.test, combined.point, scale))} | ${f2(maseOf(s.test, s.auto, scale))} (${s.auto_model}) | ${f2(maseOf(s.test, s.thetaf, scale))} | ${f2(maseOf(s.test, seasonalNaive(s.train, 12)(HOLDOUT), scale))} |`,
    );
  }
  console.log('');
}

synthetic();
await demo();
if (!process.argv.includes('--no-r')) rComparison();
