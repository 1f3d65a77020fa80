// Web push's VAPID keys (RFC 8292): a fresh P-256 key pair, base64url as VAPID_PUBLIC_KEY (65-byte point)
// and VAPID_PRIVATE_KEY (32-byte scalar). `npm run vapid-keys --workspace api` prints a pair for a
// deployment's environment; `npm start` and the e2e stack make one per run when none is set. None is committed.
const { generateKeyPairSync } = require('node:crypto');

const generateVapidKeys = () => {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const point = publicKey.export({ format: 'jwk' });
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(point.x, 'base64url'), Buffer.from(point.y, 'base64url')]);
  return { publicKey: raw.toString('base64url'), privateKey: privateKey.export({ format: 'jwk' }).d };
};

/** The VAPID variables of `env` when it sets them, else a pair made now (a local stack's, for this run only). */
const vapidEnvOf = (env = process.env) => {
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) return {};
  const keys = generateVapidKeys();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: env.VAPID_SUBJECT || 'mailto:push@storefront.invalid',
  };
};

if (require.main === module) {
  const keys = generateVapidKeys();
  process.stdout.write(
    `# Web push keys for the api's environment (keep the private key secret):\nVAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY=${keys.privateKey}\nVAPID_SUBJECT=mailto:you@your-domain.example\n`,
  );
}

module.exports = { generateVapidKeys, vapidEnvOf };
