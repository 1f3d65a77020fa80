const { remoteConfig } = require('@storefront/build-tools');

module.exports = remoteConfig({ dir: __dirname, remote: 'menu', exposes: { './CartButton': './src/expose/CartButton.tsx' } });
