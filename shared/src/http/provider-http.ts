/**
 * axios for a call a page makes to an outside provider itself (the card form posting to Moyasar):
 * the same lazily loaded copy the api client uses, never one bundled again by a remote.
 */
export const loadProviderHttp = () => import(/* webpackChunkName: "api-axios" */ 'axios');
