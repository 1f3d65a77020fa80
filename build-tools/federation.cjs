/**
 * The webpack configuration of every federated app. A remote calls `remoteConfig`, the shell
 * `hostConfig`; both get the same loaders, the same shared singletons and `loaded-first` sharing.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared-deps.cjs');
const { MoveSourceMapsOutOfDist } = require('./hidden-source-maps.cjs');
const { containerName } = require('@storefront/shared/remotes');

// Inline <style> elements of CSS imports carry the page's nonce (docs/decisions.md).
const insertStyleWithNonce = require.resolve('./insert-style-with-nonce.cjs');

const swcOptions = (production) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
    target: 'es2020',
  },
  module: { type: 'es6' },
  sourceMaps: true,
});

function baseConfig({ dir, name, production }) {
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts' },
    // Production maps are written without a reference and moved out of dist (MoveSourceMapsOutOfDist).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      // Entry files keep stable names (served no-cache); every other chunk is content-hashed (immutable).
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // `source` makes @storefront/shared resolve to its TypeScript source.
      conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default'],
    },
    module: {
      rules: [
        { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(production) } },
        {
          test: /\.css$/,
          use: [
            { loader: 'style-loader', options: { insert: insertStyleWithNonce } },
            // No CSS source maps inlined into production bundles (they would be public).
            { loader: 'css-loader', options: { sourceMap: !production } },
          ],
        },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      // A label for a build (shown as data-build on the remote's root); empty unless REMOTE_BUILD_ID is set.
      new DefinePlugin({ 'process.env.REMOTE_BUILD_ID': JSON.stringify(process.env.REMOTE_BUILD_ID ?? '') }),
      ...(production ? [new MoveSourceMapsOutOfDist(path.join(dir, 'sourcemaps'))] : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

const federation = (options) =>
  new ModuleFederationPlugin({
    shared: sharedConfig(),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: true,
    ...options,
  });

// Pages are served at every route depth, so their script is referenced from the root.
const htmlPage = (template, title) =>
  new HtmlWebpackPlugin({ template, title, publicPath: '/', minify: false, chunks: ['main'], inject: 'body', scriptLoading: 'defer' });

/** A remote: `remoteEntry.js` + `mf-manifest.json` exposing `./App` (and widgets), plus a standalone harness page. */
function remoteConfig({ dir, remote, exposes }) {
  const name = containerName(remote);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const config = baseConfig({ dir, name, production });
    // In production the remote runs only inside the shell and uses the shell's federation runtime
    // instead of shipping its own; the standalone harness page (with its own runtime) is a
    // development build only.
    const experiments = production ? { externalRuntime: true } : {};
    config.plugins.push(
      federation({ name, filename: 'remoteEntry.js', exposes: { './App': './src/expose/App.tsx', ...exposes }, experiments }),
    );
    if (production) config.entry = {};
    else config.plugins.push(htmlPage(path.join(__dirname, 'harness.html'), `${remote} (standalone)`));
    return config;
  };
}

/** The host: no static remotes; it registers them at run time from the remotes configuration. */
function hostConfig({ dir }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const config = baseConfig({ dir, name: 'shell', production });
    // The shell is served from the site root at every route depth.
    config.output.publicPath = '/';
    config.plugins.push(
      // The remotes' production builds use this runtime (`externalRuntime`) instead of their own.
      federation({ name: 'shell', remotes: {}, experiments: { provideExternalRuntime: true } }),
      htmlPage(path.join(dir, 'src/index.html'), 'Storefront'),
    );
    return config;
  };
}

module.exports = { remoteConfig, hostConfig };
