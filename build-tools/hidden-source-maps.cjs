/**
 * Production source maps are for error reporting, not for the public: webpack writes them without
 * a `sourceMappingURL` comment (`hidden-source-map`), and this plugin moves every `.map` file out of
 * `dist/` into `sourcemaps/` next to it, which is uploaded to Sentry and never served
 * (docs/decisions/private-source-maps.md).
 */
const fs = require('node:fs');
const path = require('node:path');

class MoveSourceMapsOutOfDist {
  constructor(targetDir) {
    this.targetDir = targetDir;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('MoveSourceMapsOutOfDist', (compilation) => {
      const outputDir = compilation.outputOptions.path;
      fs.rmSync(this.targetDir, { recursive: true, force: true });
      // The service worker's map is written by workbox's child compilation, not listed among the assets: found on disk.
      const written = fs.existsSync(outputDir) ? fs.readdirSync(outputDir).filter((name) => name.endsWith('.map')) : [];
      for (const asset of new Set([...Object.keys(compilation.assets).filter((name) => name.endsWith('.map')), ...written])) {
        const from = path.join(outputDir, asset);
        if (!fs.existsSync(from)) continue;
        const to = path.join(this.targetDir, asset);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.renameSync(from, to);
      }
    });
  }
}

module.exports = { MoveSourceMapsOutOfDist };
