/** The api's VAPID identity (RFC 8292): keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, contact from VAPID_SUBJECT. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` contact the push services may write to. */
  subject: string;
}
