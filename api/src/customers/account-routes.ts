import { addressRoutes } from '../addresses/address-routes';
import { challengeRoutes } from '../challenges/challenge-routes';
import type { OtpSendServices } from '../auth/otp-send';
import { ledgerRoutes } from '../ledgers/ledger-routes';
import { rewardRoutes } from '../rewards/reward-routes';
import { vehicleRoutes } from '../vehicles/vehicle-routes';
import { mobileChangeRoutes } from './mobile-change-routes';
import { profileRoutes } from './profile-routes';
import type { CustomerScope } from '../tenancy/scopes';

/**
 * The account pages' calls: my info, a new mobile number, referral, addresses, vehicles,
 * wallet and points logs, rewards, challenges. In the customer scope: every query is scoped by the tenant and the customer.
 */
export const accountRoutes = async (scope: CustomerScope, services: OtpSendServices): Promise<void> => {
  const { db, clock } = services;
  await scope.register(profileRoutes, { db, clock });
  await scope.register(mobileChangeRoutes, services);
  await scope.register(addressRoutes, { db, clock });
  await scope.register(vehicleRoutes, { db, clock });
  await scope.register(ledgerRoutes, { db });
  await scope.register(rewardRoutes, { db, clock });
  await scope.register(challengeRoutes, { db, clock });
};
