import type { FastifyInstance } from 'fastify';
import { registerAddressRoutes } from '../addresses/address-routes';
import { registerChallengeRoutes } from '../challenges/challenge-routes';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { registerLedgerRoutes } from '../ledgers/ledger-routes';
import { registerRewardRoutes } from '../rewards/reward-routes';
import { appTokenAuth } from '../tenancy/app-token-auth';
import { registerVehicleRoutes } from '../vehicles/vehicle-routes';
import { customerAuth } from './customer-auth';
import { registerProfileRoutes } from './profile-routes';

/**
 * The account pages' calls (issue 5): my info, referral, addresses, vehicles, wallet and points logs,
 * rewards, challenges. Tenant headers, then the customer token; every query is scoped by both.
 */
export const accountRoutes =
  ({ db, clock }: { db: Db; clock: Clock }) =>
  async (scope: FastifyInstance): Promise<void> => {
    scope.addHook('onRequest', appTokenAuth(db));
    scope.addHook('preHandler', customerAuth(db, clock));
    registerProfileRoutes(scope, { db, clock });
    registerAddressRoutes(scope, { db, clock });
    registerVehicleRoutes(scope, { db, clock });
    registerLedgerRoutes(scope, { db });
    registerRewardRoutes(scope, { db, clock });
    registerChallengeRoutes(scope, { db, clock });
  };
