/** A fresh P-256 VAPID key pair, base64url (see vapid-keys.cjs). */
export declare const generateVapidKeys: () => { publicKey: string; privateKey: string };
/** The VAPID variables of `env` when it sets them, else a pair made now for this run. */
export declare const vapidEnvOf: (env?: Record<string, string | undefined>) => Record<string, string>;
