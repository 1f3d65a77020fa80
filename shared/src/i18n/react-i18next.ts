/**
 * react-i18next's hook for the shell and every remote, from this package (a federation singleton)
 * rather than shared as `react-i18next` itself: a shared module cannot be tree-shaken, and the apps
 * use little of it. Through here one copy (one i18n context) serves every app on the page, built to
 * what is used, as the router is (routing/router.ts). Lint keeps the shell and the remotes from
 * importing react-i18next themselves.
 */
export { useTranslation } from 'react-i18next';
