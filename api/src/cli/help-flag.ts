/** Whether the command line asks for the usage (`--help`, `-h` or `help`), wherever it stands. */
export const asksForHelp = (argv: readonly string[]): boolean => argv[0] === 'help' || argv.some((arg) => arg === '--help' || arg === '-h');
