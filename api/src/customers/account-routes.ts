import { registerAddressRoutes } from '../addresses/address-routes';
import { registerChallengeRoutes } from '../challenges/challenge-routes';
import type { OtpSendServices } from '../auth/otp-send';
import { registerLedgerRoutes } from '../ledgers/ledger-routes';
import { registerRewardRoutes } from '../rewards/reward-routes';
import { registerVehicleRoutes } from '../vehicles/vehicle-routes';
import { registerMobileChangeRoutes } from './mobile-change-routes';
import { registerProfileRoutes } from './profile-routes';
import type { CustomerScope } from '../tenancy/scopes';

/**
 * The account pages' calls (issue 5): my info, a new mobile number, referral, addresses, vehicles,
 * wallet and points logs, rewards, challenges. In the customer scope: every query is scoped by the tenant and the customer.
 */
export const accountRoutes =
  (services: OtpSendServices) =>
  async (scope: CustomerScope): Promise<void> => {
    const { db, clock } = services;
    registerProfileRoutes(scope, { db, clock });
    registerMobileChangeRoutes(scope, services);
    registerAddressRoutes(scope, { db, clock });
    registerVehicleRoutes(scope, { db, clock });
    registerLedgerRoutes(scope, { db });
    registerRewardRoutes(scope, { db, clock });
    registerChallengeRoutes(scope, { db, clock });
  };
