import { backgroundWork } from './background-work';

describe('background work', () => {
  it('runs after the caller goes on, logs a failure with its message, and settles once all of it is done', async () => {
    const logged: Array<[unknown, string]> = [];
    const background = backgroundWork((error, message) => logged.push([error, message]));
    const done: string[] = [];
    let finish: () => void = () => undefined;
    background.run(() => new Promise<void>((resolve) => (finish = resolve)).then(() => done.push('mail')), 'mail not sent');
    background.run(() => Promise.reject(new Error('refused')), 'second not sent');
    expect(done).toEqual([]);
    const settled = background.settled().then(() => done.push('settled'));
    await Promise.resolve();
    finish();
    await settled;
    expect(done).toEqual(['mail', 'settled']);
    expect(logged).toEqual([[new Error('refused'), 'second not sent']]);
  });
});
