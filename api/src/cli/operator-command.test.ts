import { UsageError, parseOperatorCommand } from './operator-command';

describe('parseOperatorCommand', () => {
  const base = ['emit', '--tenant', 'sufra', '--room', 'client_frontend', '--event', 'update'];

  it('reads the event and defaults the api URL and the demo key', () => {
    expect(parseOperatorCommand(base, {})).toEqual({
      apiUrl: 'http://localhost:4000',
      tenant: 'sufra',
      key: 'sufra-operator-demo',
      event: { room: 'client_frontend', event: 'update' },
    });
  });

  it('takes API_URL, OPERATOR_KEY, --key and a JSON payload', () => {
    const fromEnv = parseOperatorCommand([...base, '--payload', '{"order_id":7}'], {
      API_URL: 'http://api.test:4100/',
      OPERATOR_KEY: 'env-key',
    });
    expect(fromEnv).toMatchObject({ apiUrl: 'http://api.test:4100', key: 'env-key', event: { payload: { order_id: 7 } } });
    expect(parseOperatorCommand([...base, '--key', 'flag-key'], { OPERATOR_KEY: 'env-key' }).key).toBe('flag-key');
  });

  it.each([
    [[], /only command is emit/],
    [['emit', '--room', 'client_frontend', '--event', 'update'], /--tenant is required/],
    [['emit', '--tenant', 'sufra', '--event', 'update'], /--room/],
    [[...base.slice(0, 5), '--event', 'bad event'], /--event/],
    [[...base, '--payload', '[1]'], /JSON object/],
    [[...base, '--payload', '{'], /must be JSON/],
    [[...base, '--unknown'], /Unknown option/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseOperatorCommand(argv, {})).toThrow(UsageError);
    expect(() => parseOperatorCommand(argv, {})).toThrow(message);
  });
});
