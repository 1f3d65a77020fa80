import type { Queryable } from '../db/db';
import { settingValues } from '../content/settings-repository';

export interface EmailAddress {
  name: string;
  address: string;
}

/**
 * The From of a tenant's e-mail: the tenant's `email.from_name` (else `tenantTitle`, its title in the
 * e-mail's language) and its `email.from_address` (else the platform's EMAIL_FROM). An empty setting counts as unset.
 */
export const tenantSender = async (
  db: Queryable,
  { tenantId, tenantTitle }: { tenantId: number; tenantTitle: string },
  platformAddress: string,
): Promise<EmailAddress> => {
  const own = await settingValues(db, tenantId, ['email.from_name', 'email.from_address']);
  return { name: own.get('email.from_name') || tenantTitle, address: own.get('email.from_address') || platformAddress };
};
