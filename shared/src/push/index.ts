// `@storefront/shared/push`: the web push opt-in. A subpath, bundled by the remotes that
// show it (waiting-list entry, order, reservation), never by the package's main entry.
export { PushOptIn } from './PushOptIn';
