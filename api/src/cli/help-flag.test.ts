import { asksForHelp } from './help-flag';

describe('asksForHelp', () => {
  it.each([[['--help']], [['-h']], [['help']], [['order', 'accept', '--help']]])('reads %j as a request for the usage', (argv) => {
    expect(asksForHelp(argv)).toBe(true);
  });

  it.each([[[]], [['order', 'accept', '--tenant', 'sufra']], [['emit', '--payload', '{"help":true}']]])('reads %j as a command', (argv) => {
    expect(asksForHelp(argv)).toBe(false);
  });
});
