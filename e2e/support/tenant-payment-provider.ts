import { expect, test } from './test';
import { apiCall } from './api';

/**
 * The tenant pays through its own provider account for the length of the spec file (the operator's
 * `PUT /api/v1/operator/payment-provider` before its tests, `DELETE` after them).
 */
export const useTenantPaymentProvider = (tenant: string, operatorKey: string, provider: { provider: string; credentials: object }) => {
  const headers = { 'x-operator-key': operatorKey };
  test.beforeAll(async () => {
    expect((await apiCall(tenant, '/api/v1/operator/payment-provider', { method: 'PUT', headers, body: provider })).status).toBe(200);
  });
  test.afterAll(async () => {
    expect((await apiCall(tenant, '/api/v1/operator/payment-provider', { method: 'DELETE', headers })).status).toBe(200);
  });
};
