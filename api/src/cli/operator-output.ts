import { asksForHelp } from './help-flag';
import { OPERATOR_USAGE, parseOperatorCommand } from './operator-command';
import { runOperatorCommand } from './run-operator-command';

/** What the operator CLI prints for a command line: the usage when it asks for help, else the command's answer (a bad one throws). */
export const operatorOutput = async (argv: readonly string[], env: NodeJS.ProcessEnv): Promise<string> =>
  asksForHelp(argv) ? OPERATOR_USAGE : runOperatorCommand(parseOperatorCommand(argv, env));
