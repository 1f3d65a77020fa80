// The menu's search and anchors are shared with the e-menu remote.
export { groupAnchor, localName, searchMenu } from '@storefront/shared';
