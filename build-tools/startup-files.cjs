const { Compilation, sources } = require('webpack');

const NAME = 'StartupFiles';
/** The file the shell's server reads: the same name as STARTUP_FILES in shell/server/startup-preloads.ts. */
const STARTUP_FILES = 'startup-files.json';

const scriptsOf = (group) => [...group.chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
const providedKey = (group) => group.origins.find(({ module }) => module?.type === 'provide-module')?.module._name;

/**
 * Writes `startup-files.json`: the entry, and the scripts every page loads right after it: the chunks of the
 * entry's own dynamic imports, and the chunks of the shared modules these consume (and those consume).
 * The entry imports them one task after another (shell/src/evaluate-in-tasks.ts), so without a
 * preload each is asked for only once the one before has run: a chain of round trips before the page
 * is interactive. The server preloads them with the entry (docs/decisions/startup-preloads.md).
 */
class StartupFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { chunkGraph } = compilation;
        const children = [...(compilation.entrypoints.get('main')?.getChildren() ?? [])];
        // Every shared module is provided from the entry; only those something at startup consumes are loaded.
        const providers = new Map(compilation.chunkGroups.filter(providedKey).map((group) => [providedKey(group), group]));
        const pending = children.filter((group) => !providedKey(group));
        const seen = new Set(pending);
        const files = new Set();
        while (pending.length > 0) {
          const group = pending.pop();
          for (const file of scriptsOf(group)) files.add(file);
          for (const chunk of group.chunks)
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              const provider = module.type === 'consume-shared-module' ? providers.get(module.options.shareKey) : undefined;
              if (provider && !seen.has(provider)) {
                seen.add(provider);
                pending.push(provider);
              }
            }
        }
        // The entry first: a script the page adds itself is fetched at low priority, its preload at high.
        const entry = scriptsOf(compilation.entrypoints.get('main') ?? { chunks: [] });
        const listed = [...entry, ...[...files].filter((file) => !entry.includes(file)).sort()];
        compilation.emitAsset(STARTUP_FILES, new sources.RawSource(JSON.stringify(listed)));
      });
    });
  }
}

module.exports = { StartupFilesPlugin, STARTUP_FILES };
