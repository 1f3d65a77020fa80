/** Sends the browser to another site (the payment provider's page). One place, so tests can stand in for it. */
export const redirectTo = (url: string): void => {
  window.location.assign(url);
};
