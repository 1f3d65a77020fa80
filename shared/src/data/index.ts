// `@storefront/shared/data`: what a feature's store slice builds its answers with (docs/design.md, "A screen's data").
// A subpath, bundled by the remotes that use it, so the first visit's shared entry does not carry it.
export * from './resource';
export * from './mutation';
export { ResourceLoading } from './ResourceLoading';
