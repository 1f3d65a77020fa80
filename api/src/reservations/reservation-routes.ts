import {
  RESERVATION_PATHS,
  reservationSlotsBodySchema,
  cancellationReasonsResponseSchema,
  idParamsSchema,
  reservationBranchesResponseSchema,
  reservationSettingsResponseSchema,
  reservationSlotsResponseSchema,
  smsBalanceResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { TenantScope } from '../tenancy/scopes';
import { reservationsModuleOn } from './reservations-module-hook';
import { branchReservationSettings, branchSlots, cancellationReasons, reservationBranches, smsCredit } from './reservation-setup-service';

/** What a visitor reads before reserving: branches, settings, slots, cancellation reasons, messaging credit. Register in the tenant scope. */
export const reservationRoutes = async (scope: TenantScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  scope.addHook('onRequest', reservationsModuleOn(db));

  scope.get(
    RESERVATION_PATHS.branches,
    { schema: { response: { 200: reservationBranchesResponseSchema } } },
    async (request): Promise<z.infer<typeof reservationBranchesResponseSchema>> => ({
      data: await reservationBranches(db, request.tenant, clock()),
    }),
  );

  scope.get(
    RESERVATION_PATHS.settings(':id'),
    { schema: { params: idParamsSchema, response: { 200: reservationSettingsResponseSchema } } },
    async (request): Promise<z.infer<typeof reservationSettingsResponseSchema>> => ({
      data: await branchReservationSettings(db, request.tenant, request.params.id, clock()),
    }),
  );

  scope.post(
    RESERVATION_PATHS.slots(':id'),
    { schema: { params: idParamsSchema, body: reservationSlotsBodySchema, response: { 200: reservationSlotsResponseSchema } } },
    async (request): Promise<z.infer<typeof reservationSlotsResponseSchema>> => {
      const party = request.body;
      return { data: await branchSlots(db, request.tenant, { rawBranchId: request.params.id, party, now: clock() }) };
    },
  );

  const reasons = { response: { 200: cancellationReasonsResponseSchema } };
  scope.get(
    RESERVATION_PATHS.cancellationReasons,
    { schema: reasons },
    async (request): Promise<z.infer<typeof cancellationReasonsResponseSchema>> => ({
      data: await cancellationReasons(db, request.tenant.id),
    }),
  );

  scope.get(
    RESERVATION_PATHS.smsBalance,
    { schema: { response: { 200: smsBalanceResponseSchema } } },
    async (request): Promise<z.infer<typeof smsBalanceResponseSchema>> => ({ data: await smsCredit(db, request.tenant.id) }),
  );
};
