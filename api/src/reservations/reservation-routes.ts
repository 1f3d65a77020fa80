import {
  COUNTRIES,
  RESERVATION_PATHS,
  firstTimeZone,
  reservationSlotsBodySchema,
  cancellationReasonsResponseSchema,
  idParamsSchema,
  reservationBranchesResponseSchema,
  reservationSettingsResponseSchema,
  reservationSlotsResponseSchema,
  smsBalanceResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { toBranch } from '../branches/branch-answer';
import { findActiveBranches, findBranch } from '../branches/branch-repository';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { parseRequest } from '../http/parse-request';
import { localDay } from '@storefront/shared/contracts';
import type { TenantScope } from '../tenancy/scopes';
import { findSlots } from './reservation-booking-service';
import { listCancellationReasons, reservationBranchIds, smsBalance } from './reservation-setup-repository';
import { reservationsModuleOn, settingsOf } from './reservation-scope';

/** What a visitor reads before reserving: branches, settings, slots, cancellation reasons, messaging credit. Register in the tenant scope. */
export const reservationRoutes = async (scope: TenantScope, { db, clock }: { db: Db; clock: Clock }): Promise<void> => {
  scope.addHook('onRequest', reservationsModuleOn(db));

  scope.get(
    RESERVATION_PATHS.branches,
    { schema: { response: { 200: reservationBranchesResponseSchema } } },
    async (request): Promise<z.infer<typeof reservationBranchesResponseSchema>> => {
      const ids = await reservationBranchIds(db, request.tenant.id);
      const timeZone = firstTimeZone(request.tenant.country);
      const branches = (await findActiveBranches(db, request.tenant.id)).filter((row) => ids.has(row.id));
      return { data: branches.map((row) => toBranch(row, clock(), timeZone)) };
    },
  );

  scope.get(
    RESERVATION_PATHS.settings(':id'),
    { schema: { params: idParamsSchema, response: { 200: reservationSettingsResponseSchema } } },
    async (request): Promise<z.infer<typeof reservationSettingsResponseSchema>> => {
      const settings = await settingsOf(db, request.tenant.id, request.params.id);
      const branch = await findBranch(db, request.tenant.id, settings.branch_id);
      if (!branch) throw new DomainError('reservations_off');
      const { branch_id: _branch, ...rest } = settings;
      const timeZone = firstTimeZone(request.tenant.country);
      return {
        data: {
          branch: toBranch(branch, clock(), timeZone),
          reservations_settings: {
            ...rest,
            currency: COUNTRIES[request.tenant.country].currency,
            time_zone: timeZone,
            today: localDay(clock(), timeZone),
          },
        },
      };
    },
  );

  scope.post(
    RESERVATION_PATHS.slots(':id'),
    { schema: { params: idParamsSchema, body: reservationSlotsBodySchema, response: { 200: reservationSlotsResponseSchema } } },
    async (request): Promise<z.infer<typeof reservationSlotsResponseSchema>> => {
      const body = parseRequest(reservationSlotsBodySchema, request.body, 'body');
      const settings = await settingsOf(db, request.tenant.id, request.params.id);
      if (body.branch_id !== settings.branch_id) throw new DomainError('reservations_off');
      return { data: await findSlots(db, request.tenant, settings, body, clock()) };
    },
  );

  const reasons = { response: { 200: cancellationReasonsResponseSchema } };
  scope.get(
    RESERVATION_PATHS.cancellationReasons,
    { schema: reasons },
    async (request): Promise<z.infer<typeof cancellationReasonsResponseSchema>> => ({
      data: await listCancellationReasons(db, request.tenant.id),
    }),
  );

  scope.get(
    RESERVATION_PATHS.smsBalance,
    { schema: { response: { 200: smsBalanceResponseSchema } } },
    async (request): Promise<z.infer<typeof smsBalanceResponseSchema>> => ({
      data: { balance: await smsBalance(db, request.tenant.id) },
    }),
  );
};
