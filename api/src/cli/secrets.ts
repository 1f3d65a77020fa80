import '../http/zod-locale';
import { openDatabase } from '../db/open-database';
import { SECRETS_USAGE, secretsOutput } from './secrets-command';
import { terminalText } from './terminal-text';
import { UsageError } from './usage-error';

/** Command line of the platform's secrets, run on the api's database: `node api/dist/cli/secrets.js rotate` (see SECRETS_USAGE). */
const run = async (): Promise<void> => {
  try {
    const { text, exitCode } = await secretsOutput(process.argv.slice(2), process.env, async (config) => {
      const db = await openDatabase(config, (error) => console.error(`secrets: database connection lost: ${terminalText(error.message)}`));
      return { db, close: () => db.close() };
    });
    console.log(text);
    process.exitCode = exitCode;
  } catch (error) {
    console.error(
      error instanceof UsageError
        ? `${terminalText(error.message)}\n${SECRETS_USAGE}`
        : `secrets: ${terminalText((error as Error).message)}`,
    );
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
};

void run();
