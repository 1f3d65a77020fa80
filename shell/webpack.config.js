const { hostConfig } = require('@storefront/build-tools');

module.exports = hostConfig({ dir: __dirname });
