export * from './page-decision';
export * from './theme';
export * from './tracking-codes';
export * from './banner-period';
export * from './login-state';
export * from './messages';
export * from './legacy-redirects';
export * from './cookies';
