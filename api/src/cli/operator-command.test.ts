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
      [[], /commands are emit, branch, dine-in, order, payments, sms, waiting, feedback, reservations, settings and offers/],
      [[...base, 'now'], /emit takes no now/],
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

  describe('dine-in', () => {
    const target = { apiUrl: 'http://localhost:4000', tenant: 'sufra', key: 'sufra-operator-demo' };

    it('reads open, move and close', () => {
      expect(parseOperatorCommand(['dine-in', 'open', '--tenant', 'sufra', '--table', '101'], {})).toEqual({
        ...target,
        command: 'dine-in',
        dineIn: { action: 'open', tableId: 101 },
      });
      expect(parseOperatorCommand(['dine-in', 'move', '--tenant', 'sufra', '--session', 'sufra-olaya-t5', '--table', '301'], {})).toEqual({
        ...target,
        command: 'dine-in',
        dineIn: { action: 'move', sessionId: 'sufra-olaya-t5', tableId: 301 },
      });
      expect(parseOperatorCommand(['dine-in', '--tenant', 'sufra', 'close', '--session', 'sufra-olaya-t5'], {})).toMatchObject({
        dineIn: { action: 'close', sessionId: 'sufra-olaya-t5' },
      });
    });

    it.each([
      [['dine-in', '--tenant', 'sufra', '--table', '101'], /dine-in takes one of open, move, close/],
      [['dine-in', 'reopen', '--tenant', 'sufra', '--session', 'x'], /dine-in takes one of open, move, close/],
      [['dine-in', 'open', 'now', '--tenant', 'sufra', '--table', '101'], /dine-in takes one of/],
      [['dine-in', 'open', '--tenant', 'sufra'], /--table is required/],
      [['dine-in', 'open', '--tenant', 'sufra', '--table', 'T5'], /--table must be a table id/],
      [['dine-in', 'open', '--tenant', 'sufra', '--table', '0'], /--table must be a table id/],
      [['dine-in', 'open', '--tenant', 'sufra', '--table', '101', '--session', 'x'], /dine-in open does not take --session/],
      [['dine-in', 'move', '--tenant', 'sufra', '--table', '101'], /--session is required/],
      [['dine-in', 'move', '--tenant', 'sufra', '--session', 'sufra-olaya-t5'], /--table is required/],
      [['dine-in', 'close', '--tenant', 'sufra', '--session', 'a b'], /--session must be 1 to 64 letters/],
      [['dine-in', 'close', '--tenant', 'sufra', '--session', 'x', '--table', '101'], /dine-in close does not take --table/],
      [['dine-in', 'close', '--tenant', 'sufra', '--session', 'x', '--busy', 'true'], /dine-in does not take --busy/],
      [['dine-in', 'close', '--session', 'x'], /--tenant is required/],
      [['branch', 'close', '--tenant', 'sufra', '--id', '2', '--busy', 'true'], /branch takes no close/],
    ])('refuses %j', (argv, message) => {
      expect(() => parseOperatorCommand(argv, {})).toThrow(UsageError);
      expect(() => parseOperatorCommand(argv, {})).toThrow(message);
    });
  });

  describe('order', () => {
    it('reads the action, the order and its options', () => {
      expect(parseOperatorCommand(['order', 'accept', '--tenant', 'sufra', '--id', '12', '--minutes', '25'], {})).toEqual({
        command: 'order',
        apiUrl: 'http://localhost:4000',
        tenant: 'sufra',
        key: 'sufra-operator-demo',
        order: { action: 'accept', orderId: 12, body: { estimated_minutes: 25 } },
      });
      expect(parseOperatorCommand(['order', 'refund', '--tenant', 'sufra', '--id', '12', '--amount', '10.5'], {})).toMatchObject({
        order: { action: 'refund', body: { amount: 10.5 } },
      });
    });

    it.each([
      [['order', '--tenant', 'sufra', '--id', '1'], /order takes one of accept/],
      [['order', 'eat', '--tenant', 'sufra', '--id', '1'], /order takes one of/],
      [['order', 'accept', '--tenant', 'sufra'], /--id is required/],
      [['order', 'accept', '--tenant', 'sufra', '--id', 'x'], /--id must be an order id/],
      [['order', 'deliver', '--tenant', 'sufra', '--id', '1', '--minutes', '5'], /--minutes goes with accept/],
      [['order', 'refund', '--tenant', 'sufra', '--id', '1', '--amount', '-1'], /--amount/],
      [['order', 'accept', '--tenant', 'sufra', '--id', '1', '--table', '3'], /order does not take --table/],
    ])('refuses %j', (argv, message) => {
      expect(() => parseOperatorCommand(argv, {})).toThrow(UsageError);
      expect(() => parseOperatorCommand(argv, {})).toThrow(message);
    });
  });

  describe('feedback', () => {
    it('reads "feedback" with a branch and an optional day', () => {
      expect(parseOperatorCommand(['feedback', '--tenant', 'sufra', '--branch', '1', '--date', '2026-11-22'], {})).toMatchObject({
        command: 'feedback',
        tenant: 'sufra',
        feedback: { branchId: 1, date: '2026-11-22' },
      });
      expect(parseOperatorCommand(['feedback', '--tenant', 'sufra', '--branch', '2'], {})).toMatchObject({
        feedback: { branchId: 2, date: null },
      });
    });

    it.each([
      [['feedback', '--tenant', 'sufra'], /--branch is required/],
      [['feedback', '--tenant', 'sufra', '--branch', '1', '--date', '22/11/2026'], /--date must be a day/],
      [['feedback', '--tenant', 'sufra', '--branch', '1', '--date', '2026-11-31'], /--date must be a day/],
      [['feedback', '--tenant', 'sufra', '--branch', '1', '--id', '3'], /feedback does not take --id/],
      [['feedback', 'list', '--tenant', 'sufra', '--branch', '1'], /feedback takes no list/],
    ])('refuses %j', (argv, message) => {
      expect(() => parseOperatorCommand(argv, {})).toThrow(message);
    });
  });

  describe('payments', () => {
    const target = { apiUrl: 'http://localhost:4000', tenant: 'sufra', key: 'sufra-operator-demo' };
    const moyasar = ['--publishable-key', 'pk_test_a', '--secret-key', 'sk_test_b', '--webhook-secret', 'token-of-webhooks'];
    const paymob = ['--secret-key', 'sk', '--public-key', 'pub', '--api-key', 'api', '--hmac-secret', 'hmac-secret-1'];

    it('reads "payments incidents", "show" and "clear"', () => {
      for (const action of ['incidents', 'show', 'clear'])
        expect(parseOperatorCommand(['payments', action, '--tenant', 'sufra'], {})).toEqual({
          ...target,
          command: 'payments',
          payments: { action },
        });
    });

    it("reads Moyasar's credentials", () => {
      expect(parseOperatorCommand(['payments', 'set', '--tenant', 'sufra', '--provider', 'moyasar', ...moyasar], {})).toEqual({
        ...target,
        command: 'payments',
        payments: {
          action: 'set',
          body: {
            provider: 'moyasar',
            credentials: { publishable_key: 'pk_test_a', secret_key: 'sk_test_b', webhook_secret: 'token-of-webhooks' },
          },
        },
      });
    });

    it("reads Paymob's credentials, its integrations repeated or as a comma list", () => {
      const argv = ['payments', 'set', '--tenant', 'sufra', '--provider', 'paymob', ...paymob];
      const expected = {
        provider: 'paymob',
        credentials: { secret_key: 'sk', public_key: 'pub', api_key: 'api', hmac_secret: 'hmac-secret-1' },
      };
      for (const ids of [
        ['--integration-id', '4861234', '--integration-id', 'card-ksa'],
        ['--integration-id', '4861234, card-ksa'],
      ])
        expect(parseOperatorCommand([...argv, ...ids], {})).toMatchObject({
          payments: {
            action: 'set',
            body: { ...expected, credentials: { ...expected.credentials, integration_ids: [4861234, 'card-ksa'] } },
          },
        });
    });

    it.each([
      [['payments', '--tenant', 'sufra'], /payments takes incidents, show, set or clear/],
      [['payments', 'refunds', '--tenant', 'sufra'], /payments takes incidents, show, set or clear/],
      [['payments', 'incidents', '--tenant', 'sufra', '--id', '1'], /payments does not take --id/],
      [['payments', 'show', '--tenant', 'sufra', '--secret-key', 'x'], /payments show does not take --secret-key/],
      [['payments', 'set', '--tenant', 'sufra', ...moyasar], /set takes --provider moyasar or --provider paymob/],
      [['payments', 'set', '--tenant', 'sufra', '--provider', 'stripe', ...moyasar], /set takes --provider moyasar or --provider paymob/],
      [['payments', 'set', '--tenant', 'sufra', '--provider', 'moyasar', ...moyasar.slice(0, 4)], /needs --webhook-secret/],
      [['payments', 'set', '--tenant', 'sufra', '--provider', 'moyasar', ...moyasar, '--api-key', 'x'], /moyasar does not take --api-key/],
      [['payments', 'set', '--tenant', 'sufra', '--provider', 'paymob', ...paymob], /needs --integration-id/],
      [['payments', 'set', '--tenant', 'sufra', '--provider', 'paymob', ...paymob, '--integration-id', ','], /--integration-id: Too small/],
      [
        ['payments', 'set', '--tenant', 'sufra', '--provider', 'moyasar', ...moyasar.slice(0, 4), '--webhook-secret', 'short'],
        /--webhook-secret: Too small/,
      ],
    ])('refuses %j', (argv, message) => {
      expect(() => parseOperatorCommand(argv, {})).toThrow(UsageError);
      expect(() => parseOperatorCommand(argv, {})).toThrow(message);
    });
  });

  describe('sms', () => {
    it('reads "sms failures"', () => {
      expect(parseOperatorCommand(['sms', 'failures', '--tenant', 'sufra'], {})).toEqual({
        command: 'sms',
        list: 'failures',
        apiUrl: 'http://localhost:4000',
        tenant: 'sufra',
        key: 'sufra-operator-demo',
      });
    });

    it.each([
      [['sms', '--tenant', 'sufra'], /sms takes failures/],
      [['sms', 'sent', '--tenant', 'sufra'], /sms takes failures/],
      [['sms', 'failures', '--tenant', 'sufra', '--id', '1'], /sms does not take --id/],
    ])('refuses %j', (argv, message) => {
      expect(() => parseOperatorCommand(argv, {})).toThrow(message);
    });
  });

  describe('waiting', () => {
    const target = { apiUrl: 'http://localhost:4000', tenant: 'sufra', key: 'sufra-operator-demo' };

    it.each([
      [['waiting', 'line', '--tenant', 'sufra', '--branch', '1'], { action: 'line', branchId: 1 }],
      [['waiting', 'open', '--tenant', 'sufra', '--branch', '1'], { action: 'open', branchId: 1 }],
      [['waiting', 'close', '--tenant', 'sufra', '--branch', '1', '--reason', 'Full'], { action: 'close', branchId: 1, reason: 'Full' }],
      [['waiting', 'call', '--tenant', 'sufra', '--branch', '1'], { action: 'call', branchId: 1 }],
      [['waiting', 'call', '--tenant', 'sufra', '--branch', '1', '--area', '2'], { action: 'call', branchId: 1, areaId: 2 }],
      [['waiting', 'seat', '--tenant', 'sufra', '--entry', '7'], { action: 'seat', entryId: 7 }],
      [['waiting', 'no-show', '--tenant', 'sufra', '--entry', '7'], { action: 'no-show', entryId: 7 }],
    ])('reads %j', (argv, waiting) => {
      expect(parseOperatorCommand(argv, {})).toEqual({ command: 'waiting', waiting, ...target });
    });

    it.each([
      [['waiting', '--tenant', 'sufra'], /waiting takes one of line, open, close, call, seat, no-show/],
      [['waiting', 'close', '--tenant', 'sufra', '--branch', '1'], /--reason is required/],
      [['waiting', 'seat', '--tenant', 'sufra'], /--entry is required/],
      [['waiting', 'seat', '--tenant', 'sufra', '--entry', 'x'], /--entry must be an id/],
      [['waiting', 'line', '--tenant', 'sufra', '--branch', '1', '--entry', '2'], /waiting line does not take --entry/],
      [['waiting', 'line', '--tenant', 'sufra', '--branch', '1', '--table', '2'], /waiting does not take --table/],
    ])('refuses %j', (argv, message) => {
      expect(() => parseOperatorCommand(argv, {})).toThrow(message);
    });
  });

  describe('reservations', () => {
    it('reads a day to list and the actions, no-show as the api names it', () => {
      expect(
        parseOperatorCommand(['reservations', 'list', '--tenant', 'sufra', '--branch', '1', '--date', '2026-11-23'], {}),
      ).toMatchObject({
        command: 'reservations',
        reservation: { action: 'list', branchId: 1, date: '2026-11-23' },
      });
      expect(
        parseOperatorCommand(['reservations', 'cancel', '--tenant', 'sufra', '--id', '7', '--reason', 'Kitchen closed'], {}),
      ).toMatchObject({
        reservation: { action: 'cancel', id: 7, reason: 'Kitchen closed' },
      });
      expect(parseOperatorCommand(['reservations', 'no-show', '--tenant', 'sufra', '--id', '7'], {})).toMatchObject({
        reservation: { action: 'no_show', id: 7 },
      });
      expect(parseOperatorCommand(['reservations', 'refund', '--tenant', 'sufra', '--id', '7'], {})).toMatchObject({
        reservation: { action: 'refund', id: 7 },
      });
    });

    it.each([
      [['reservations', 'eat', '--tenant', 'sufra', '--id', '1'], /reservations takes list/],
      [['reservations', 'list', '--tenant', 'sufra', '--branch', '1'], /--date is required/],
      [['reservations', 'list', '--tenant', 'sufra', '--branch', '1', '--date', '2026-11-31'], /--date is required/],
      [['reservations', 'seat', '--tenant', 'sufra'], /--id is required/],
      [['reservations', 'seat', '--tenant', 'sufra', '--id', '1', '--reason', 'x'], /--reason goes with cancel/],
    ])('refuses %j', (argv, message) => {
      expect(() => parseOperatorCommand(argv, {})).toThrow(message);
    });
  });

  describe('settings', () => {
    it('reads "settings set" with the setting and its value', () => {
      expect(
        parseOperatorCommand(['settings', 'set', '--tenant', 'sufra', '--setting', 'payment.refund_destination', '--value', 'wallet'], {}),
      ).toMatchObject({ command: 'settings', setting: { key: 'payment.refund_destination', value: 'wallet' } });
      expect(
        parseOperatorCommand(['settings', 'set', '--tenant', 'sufra', '--setting', 'sms.sender_name', '--value', 'Sufra'], {}),
      ).toMatchObject({
        command: 'settings',
        setting: { key: 'sms.sender_name', value: 'Sufra' },
      });
    });

    it.each([
      [['settings', '--tenant', 'sufra'], /settings takes set/],
      [['settings', 'set', '--tenant', 'sufra', '--setting', 'payment.refund_destination'], /--setting <key> and --value/],
      [
        ['settings', 'set', '--tenant', 'sufra', '--setting', 'general.site_name', '--value', 'x'],
        /--setting must be one of: payment\.refund_destination, human_check\.site_key, email\.from_name, email\.from_address, sms\.sender_name/,
      ],
      [['settings', 'set', '--tenant', 'sufra', '--setting', 'payment.refund_destination', '--value', 'cash'], /--value: /],
      [
        ['settings', 'set', '--tenant', 'sufra', '--setting', 'sms.sender_name', '--value', 'Sufra Restaurant'],
        /--value: Use 1 to 11 letters/,
      ],
    ])('refuses %j', (argv, message) => {
      expect(() => parseOperatorCommand(argv, {})).toThrow(message);
    });
  });

  describe('offers', () => {
    it('reads "offers off" and "offers on" with the code', () => {
      expect(parseOperatorCommand(['offers', 'off', '--tenant', 'sufra', '--code', 'KABSA20'], {})).toMatchObject({
        command: 'offers',
        offer: { code: 'KABSA20', active: false },
      });
      expect(parseOperatorCommand(['offers', 'on', '--tenant', 'sufra', '--code', 'KABSA20'], {})).toMatchObject({
        offer: { code: 'KABSA20', active: true },
      });
    });

    it.each([
      [['offers', '--tenant', 'sufra', '--code', 'KABSA20'], /offers takes off or on/],
      [['offers', 'off', '--tenant', 'sufra'], /--code is required/],
      [['offers', 'off', '--tenant', 'sufra', '--code', '../x'], /--code is required/],
    ])('refuses %j', (argv, message) => {
      expect(() => parseOperatorCommand(argv, {})).toThrow(message);
    });
  });
});
