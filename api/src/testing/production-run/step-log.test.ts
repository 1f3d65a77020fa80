import { createStepLog } from './step-log';

describe("the production run's step log", () => {
  it('times each step, notes what it found, and keeps a failure with its message', async () => {
    let clock = 0;
    const log = createStepLog(() => clock);
    await log.step(
      'login',
      async () => {
        clock += 1200;
        return { sender: 'a', verifier: 'b' };
      },
      ({ sender, verifier }) => `${sender} then ${verifier}`,
    );
    expect(log.failed()).toBe(false);
    await expect(
      log.step('pay', async () => {
        clock += 300;
        throw new Error('Moyasar refused\nthe card');
      }),
    ).rejects.toThrow('Moyasar refused');
    expect(log.failed()).toBe(true);
    expect(log.summary()).toBe(
      ['  ok   login (1.2s): a then b', '  FAIL pay (0.3s)', '       Moyasar refused', '       the card'].join('\n'),
    );
  });
});
