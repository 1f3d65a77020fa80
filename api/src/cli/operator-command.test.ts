import { UsageError, parseOperatorCommand } from './operator-command';

describe('parseOperatorCommand', () => {
  describe('emit', () => {
    const base = ['emit', '--tenant', 'sufra', '--room', 'client_frontend', '--event', 'update'];

    it('reads the event and defaults the api URL and the demo key', () => {
      expect(parseOperatorCommand(base, {})).toEqual({
        command: 'emit',
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
      [[], /commands are emit and branch/],
      [['emit', '--room', 'client_frontend', '--event', 'update'], /--tenant is required/],
      [['emit', '--tenant', 'sufra', '--event', 'update'], /--room/],
      [[...base.slice(0, 5), '--event', 'bad event'], /--event/],
      [[...base, '--payload', '[1]'], /JSON object/],
      [[...base, '--payload', '{'], /must be JSON/],
      [[...base, '--unknown'], /Unknown option/],
      [[...base, '--busy', 'true'], /emit does not take --busy/],
    ])('refuses %j', (argv, message) => {
      expect(() => parseOperatorCommand(argv, {})).toThrow(UsageError);
      expect(() => parseOperatorCommand(argv, {})).toThrow(message);
    });
  });

  describe('branch', () => {
    const base = ['branch', '--tenant', 'sufra', '--id', '2'];

    it('reads the branch and the switches given', () => {
      expect(parseOperatorCommand([...base, '--busy', 'true', '--busy-extra-minutes', '25'], {})).toEqual({
        command: 'branch',
        apiUrl: 'http://localhost:4000',
        tenant: 'sufra',
        key: 'sufra-operator-demo',
        branchId: 2,
        update: { busy: true, busy_extra_minutes: 25 },
      });
      expect(parseOperatorCommand([...base, '--manually-closed', 'false'], {})).toMatchObject({ update: { manually_closed: false } });
    });

    it.each([
      [['branch', '--tenant', 'sufra', '--busy', 'true'], /--id is required/],
      [['branch', '--tenant', 'sufra', '--id', 'two', '--busy', 'true'], /--id must be a whole number/],
      [[...base], /Send busy, busy_extra_minutes or manually_closed/],
      [[...base, '--busy', 'yes'], /--busy must be true or false/],
      [[...base, '--busy-extra-minutes', '1.5'], /--busy-extra-minutes must be a whole number/],
      [[...base, '--busy-extra-minutes', '999'], /--busy-extra-minutes: Too big/],
      [[...base, '--busy', 'true', '--room', 'x'], /branch does not take --room/],
    ])('refuses %j', (argv, message) => {
      expect(() => parseOperatorCommand(argv, {})).toThrow(UsageError);
      expect(() => parseOperatorCommand(argv, {})).toThrow(message);
    });
  });
});
