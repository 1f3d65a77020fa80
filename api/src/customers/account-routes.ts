import type { FastifyInstance } from 'fastify';
import { registerAddressRoutes } from '../addresses/address-routes';
import { registerChallengeRoutes } from '../challenges/challenge-routes';
import type { OtpSendServices } from '../auth/otp-send';
import { registerLedgerRoutes } from '../ledgers/ledger-routes';
import { registerRewardRoutes } from '../rewards/reward-routes';
import { appTokenAuth } from '../tenancy/app-token-auth';
import { registerVehicleRoutes } from '../vehicles/vehicle-routes';
import { customerAuth } from './customer-auth';
import { registerMobileChangeRoutes } from './mobile-change-routes';
import { registerProfileRoutes } from './profile-routes';

/**
 * The account pages' calls (issue 5): my info, a new mobile number, referral, addresses, vehicles,
 * wallet and points logs, rewards, challenges. Tenant headers, then the customer token; every query is scoped by both.
 */
export const accountRoutes =
  (services: OtpSendServices) =>
  async (scope: FastifyInstance): Promise<void> => {
    const { db, clock } = services;
    scope.addHook('onRequest', appTokenAuth(db));
    scope.addHook('preHandler', customerAuth(db, clock));
    registerProfileRoutes(scope, { db, clock });
    registerMobileChangeRoutes(scope, services);
    registerAddressRoutes(scope, { db, clock });
    registerVehicleRoutes(scope, { db, clock });
    registerLedgerRoutes(scope, { db });
    registerRewardRoutes(scope, { db, clock });
    registerChallengeRoutes(scope, { db, clock });
  };
