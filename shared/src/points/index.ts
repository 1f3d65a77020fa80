// `@storefront/shared/points`: the one points format, for the account and checkout screens. A subpath,
// bundled by the remotes that show points, so the first visit's shared entry does not carry it.
export * from './points';
export * from './use-points';
