import { remoteApp } from '@storefront/shared';
import { NAMESPACE, texts } from './texts';

/** The reservations remote. Screens arrive with their features; until then each route shows its frame. */
export default remoteApp({ owner: 'reservations', namespace: NAMESPACE, texts, build: process.env.REMOTE_BUILD_ID, screens: {} });
