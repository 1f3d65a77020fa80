// How fast the machine is, written beside every bench table so that tables from different machines can be
// compared: the wall time of a plain Node loop in a fresh process (what `time node -e …` shows) and
// Lighthouse's benchmarkIndex, computed by Lighthouse's own page function in the bench's Chromium.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

const SPEED_LOOP = 'let s=0; for (let i=0;i<3e8;i++) s+=i';

const loopSeconds = () => {
  const started = performance.now();
  execFileSync(process.execPath, ['-e', SPEED_LOOP]);
  return (performance.now() - started) / 1000;
};

const benchmarkIndex = async (browser) => {
  const page = await browser.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
  }
};

/** The machine now: cores, CPU model, the loop's time, the benchmarkIndex and the load average. */
export const measureMachine = async (browser) => ({
  cores: cpus().length,
  model: cpus()[0]?.model ?? 'unknown CPU',
  loopSeconds: loopSeconds(),
  benchmarkIndex: await benchmarkIndex(browser),
  load: loadavg()[0],
});

/** The words a table starts with after "Measured {day} on". */
export const describeMachine = ({ cores, model, loopSeconds: seconds, benchmarkIndex: index, load }) =>
  `${cores} cores (${model}), shared with other work (load ${load.toFixed(1)}); its speed: \`node -e '${SPEED_LOOP}'\` ` +
  `${seconds.toFixed(2)} s, Lighthouse benchmarkIndex ${Math.round(index)}`;
