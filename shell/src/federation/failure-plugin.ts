import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the module a failed remote load resolves to, so the shell can show its fallback. */
export const REMOTE_LOAD_FAILED = Symbol.for('storefront.remoteLoadFailed');

export interface FailedRemoteModule {
  [REMOTE_LOAD_FAILED]: true;
  id: string;
  error: unknown;
}

export const isFailedRemoteModule = (value: unknown): value is FailedRemoteModule =>
  typeof value === 'object' && value !== null && REMOTE_LOAD_FAILED in value;

/**
 * The runtime's errorLoadRemote hook: once the retry plugin has given up, a remote that cannot be
 * loaded resolves to a marker module instead of rejecting, and the shell renders its localized
 * fallback with a retry inside the frame.
 */
export const remoteFailurePlugin = (onFailure: (id: string, error: unknown) => void): ModuleFederationRuntimePlugin => ({
  name: 'storefront-remote-failure',
  errorLoadRemote({ id, error, lifecycle }) {
    if (lifecycle !== 'onLoad') return undefined;
    onFailure(id, error);
    const failed: FailedRemoteModule = { [REMOTE_LOAD_FAILED]: true, id, error };
    return failed;
  },
});
