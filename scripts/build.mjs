// npm run build [-- --missing]: builds every part, or with --missing only the parts not built yet.
// Webpack builds run two at a time (CI has two cores).
import { isBuilt, NODE_PARTS, WEB_PARTS } from './lib/build-plan.mjs';
import { npmBuild } from './lib/run.mjs';

const onlyMissing = process.argv.includes('--missing');
const pending = (parts) => parts.filter((part) => !onlyMissing || !isBuilt(part));

const buildAll = async (parts, concurrency) => {
  const queue = [...parts];
  const failures = [];
  const worker = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) {
      const started = Date.now();
      const code = await npmBuild(part.workspace);
      console.log(`${code === 0 ? 'built' : 'FAILED'} ${part.workspace} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
      if (code !== 0) failures.push(part.workspace);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failures;
};

const failures = [...(await buildAll(pending(NODE_PARTS), 1))];
if (failures.length === 0) failures.push(...(await buildAll(pending(WEB_PARTS), 2)));
if (failures.length > 0) {
  console.error(`Build failed: ${failures.join(', ')}`);
  process.exit(1);
}
