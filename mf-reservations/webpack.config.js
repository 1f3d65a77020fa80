const { remoteConfig } = require('@storefront/build-tools');

module.exports = remoteConfig({ dir: __dirname, remote: 'reservations' });
