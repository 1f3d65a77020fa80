import { KNOWN_PUSH_SERVICE_HOSTS, refusedPushEndpoint } from './push-endpoints';

const deployed = { hosts: KNOWN_PUSH_SERVICE_HOSTS, loopbackHttp: false };

describe('push endpoints the api posts to', () => {
  it("accepts the browsers' push services", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect(refusedPushEndpoint(endpoint, deployed)).toBeNull();
  });

  it('refuses any other host, a look-alike, a port, and http', () => {
    for (const endpoint of [
      'https://10.0.0.5/internal',
      'https://metadata.internal/x',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://evilpush.apple.com/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
    ])
      expect(refusedPushEndpoint(endpoint, deployed)).toBe('is not a known push service');
    expect(refusedPushEndpoint('http://fcm.googleapis.com/fcm/send/x', deployed)).toBe('must be an https URL');
  });

  it('accepts http on loopback only where the rule allows it (the tests’ push service stand-in)', () => {
    expect(refusedPushEndpoint('http://127.0.0.1:9999/push/1', deployed)).toBe('must be an https URL');
    expect(refusedPushEndpoint('http://127.0.0.1:9999/push/1', { ...deployed, loopbackHttp: true })).toBeNull();
    expect(refusedPushEndpoint('http://10.0.0.5/push/1', { ...deployed, loopbackHttp: true })).toBe('must be an https URL');
  });
});
