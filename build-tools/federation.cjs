/**
 * The webpack configuration of every federated app. A remote calls `remoteConfig`, the shell
 * `hostConfig`; both get the same loaders, the same shared singletons and `loaded-first` sharing.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { DefinePlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared-deps.cjs');
const { MoveSourceMapsOutOfDist } = require('./hidden-source-maps.cjs');
const { productionAliases } = require('./production-builds.cjs');
const { StartupFilesPlugin } = require('./startup-files.cjs');
const { containerName } = require('@storefront/shared/remotes');

// Inline <style> elements of CSS imports carry the page's nonce (docs/decisions/stylesheets-and-style-nonce.md).
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
    name: 'browser',
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
      alias: production ? productionAliases() : {},
    },
    module: {
      rules: [
        { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(production) } },
        {
          test: /\.css$/,
          use: [
            // Production CSS is a stylesheet file the shell's server can link in a page's head, so a
            // server-rendered page is styled at its first paint (docs/decisions/stylesheets-and-style-nonce.md).
            production ? MiniCssExtractPlugin.loader : { loader: 'style-loader', options: { insert: insertStyleWithNonce } },
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
      ...(production
        ? [
            new MoveSourceMapsOutOfDist(path.join(dir, 'sourcemaps')),
            new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' }),
          ]
        : []),
    ],
    // One stylesheet per app: a page links one file per remote, whichever of its screens it shows.
    optimization: production
      ? { splitChunks: { cacheGroups: { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true } } } }
      : {},
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

// The server build of an app (docs/decisions/server-rendering.md): the same sources for Node
// (`async-node`), in `dist/server/`, loaded by the shell's server through the federation Node runtime.
// CSS is the browser's business: on the server an import of it is an inert string.
const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');

function serverConfig({ dir, name, production, outputDir }) {
  const config = baseConfig({ dir, name: `${name}_server`, production });
  // `webpack --config-name server` builds it alone.
  config.name = 'server';
  config.target = 'async-node';
  config.devtool = false;
  config.output = {
    ...config.output,
    path: outputDir,
    // Chunks are fetched next to the remote entry the shell was given (the Node runtime's fallback for a relative path).
    publicPath: '',
    chunkFilename: '[name].[contenthash:10].js',
    library: { type: 'commonjs-module' },
  };
  config.resolve.conditionNames = ['source', 'node', 'import', 'module', 'require', 'default'];
  config.module.rules = config.module.rules.map((rule) =>
    String(rule.test) === String(/\.css$/) ? { test: /\.css$/, type: 'asset/source' } : rule,
  );
  config.plugins = config.plugins.filter(
    (plugin) => !(plugin instanceof MoveSourceMapsOutOfDist || plugin instanceof MiniCssExtractPlugin),
  );
  config.optimization = {};
  // Optional native helpers of `ws` (socket.io-client's Node transport), required only if installed.
  config.externals = { bufferutil: 'commonjs bufferutil', 'utf-8-validate': 'commonjs utf-8-validate' };
  return config;
}

const serverFederation = (options) =>
  new ModuleFederationPlugin({
    shared: sharedConfig(),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
    remoteType: 'script',
    runtimePlugins: [nodeRuntimePlugin],
    ...options,
  });

// Pages are served at every route depth, so their script is referenced from the root.
const htmlPage = (template, title) =>
  new HtmlWebpackPlugin({ template, title, publicPath: '/', minify: false, chunks: ['main'], inject: 'body', scriptLoading: 'defer' });

/**
 * The app's stylesheet linked in its page's head. `main` only imports the app asynchronously (the
 * federation bootstrap), so HtmlWebpackPlugin does not see the `styles` chunk as the entry's own.
 */
class LinkStylesheetInHead {
  apply(compiler) {
    compiler.hooks.compilation.tap('LinkStylesheetInHead', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('LinkStylesheetInHead', (data) => {
        const files = [...(compilation.namedChunks.get('styles')?.files ?? [])].filter((file) => file.endsWith('.css'));
        for (const file of files)
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: `/${file}` }));
        return data;
      });
    });
  }
}

/**
 * A remote: `remoteEntry.js` + `mf-manifest.json` exposing `./App` (and widgets), plus a standalone
 * harness page; and its server build in `server/`. `--env outputPath=<dir>` builds both into another
 * folder (webpack's `--output-path` would put both builds in the same place).
 */
function remoteConfig({ dir, remote, exposes }) {
  const name = containerName(remote);
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const config = baseConfig({ dir, name, production });
    if (env?.outputPath) config.output.path = path.resolve(env.outputPath);
    // In production the remote runs only inside the shell and uses the shell's federation runtime
    // instead of shipping its own; the standalone harness page (with its own runtime) is a
    // development build only.
    const experiments = production ? { externalRuntime: true } : {};
    config.plugins.push(
      federation({ name, filename: 'remoteEntry.js', exposes: { './App': './src/expose/App.tsx', ...exposes }, experiments }),
    );
    if (production) config.entry = {};
    else config.plugins.push(htmlPage(path.join(__dirname, 'harness.html'), `${remote} (standalone)`));
    // The browser build keeps the server build that sits in dist/server/ (built by the second config).
    config.output.clean = { keep: /^server\// };

    const server = serverConfig({ dir, name, production, outputDir: path.join(config.output.path, 'server') });
    server.entry = {};
    server.plugins.push(
      serverFederation({
        name,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        exposes: { './App': './src/expose/App.tsx', ...exposes },
        // The shell's server provides the singletons (one React for the renderer and every remote).
        shared: sharedConfig({ provided: true }),
      }),
    );
    return [config, server];
  };
}

const serviceWorker = (dir) => {
  const { InjectManifest } = require('workbox-webpack-plugin');
  return new InjectManifest({
    swSrc: path.join(dir, 'service-worker', 'service-worker.ts'),
    swDest: 'sw.js',
    // Precached: the shell's one stylesheet. Scripts are cached as pages use them (hashed chunks
    // cache-first, main.js network-first), so installing the worker downloads no script a visit does not.
    include: [/^styles\.[0-9a-f]+\.css$/],
  });
};

/** The host: no static remotes; it registers them at run time from the remotes configuration. */
function hostConfig({ dir }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const config = baseConfig({ dir, name: 'shell', production });
    // The shell is served from the site root at every route depth.
    config.output.publicPath = '/';
    config.plugins.push(
      // The remotes' production builds use this runtime (`externalRuntime`) instead of their own.
      federation({ name: 'shell', remotes: {}, experiments: { provideExternalRuntime: true, optimization: { target: 'web' } } }),
      htmlPage(path.join(dir, 'src/index.html'), 'Storefront'),
      new LinkStylesheetInHead(),
      new StartupFilesPlugin(),
    );
    // The origin's service worker (docs/decisions/service-worker-inject-manifest.md): dist/sw.js, served by the shell's server.
    if (production) config.plugins.push(serviceWorker(dir));

    // The renderer the shell's server requires (server-dist/render/render.js): frame and remotes to HTML.
    const server = serverConfig({ dir, name: 'shell', production, outputDir: path.join(dir, 'server-dist', 'render') });
    server.entry = { render: './src/ssr/render-entry.ts' };
    server.output.library = { type: 'commonjs2' };
    server.output.clean = true;
    server.plugins.push(serverFederation({ name: 'shell_server', remotes: {} }));
    return [config, server];
  };
}

module.exports = { remoteConfig, hostConfig };
