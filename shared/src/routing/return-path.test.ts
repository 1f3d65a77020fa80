import { loginPathFor, returnPathOf } from './return-path';

describe('the way back after login', () => {
  it.each([
    ['?return=%2Fen%2Fcheckout%3Fstep%3D2', 'en', '/en/checkout?step=2'],
    ['?return=%2Fcheckout', 'en', '/en/checkout'],
    ['?return=%2Fen%2Fmy-address', 'ar', '/my-address'],
    ['', 'ar', '/account'],
    ['?return=%2F%2Fevil.example', 'en', '/en/account'],
    ['?return=https%3A%2F%2Fevil.example', 'en', '/en/account'],
    ['?return=%2F%5Cevil.example', 'ar', '/account'],
    ['?return=%2Fen%2Faccount%2Flogin', 'en', '/en/account'],
  ] as const)('%s in %s goes to %s', (search, locale, expected) => {
    expect(returnPathOf(search, locale)).toBe(expected);
  });

  it('sends a guest to the login page with the page to come back to', () => {
    expect(loginPathFor('/en/my-address?x=1', 'en')).toBe('/en/account/login?return=%2Fen%2Fmy-address%3Fx%3D1');
    // A login return's state is never handed in again on the way back.
    expect(loginPathFor('/account?state=abc', 'ar')).toBe('/account/login?return=%2Faccount');
    expect(loginPathFor('/en/my-address?x=1&state=abc#map', 'en')).toBe('/en/account/login?return=%2Fen%2Fmy-address%3Fx%3D1%23map');
  });
});
