import { readApiConfig } from '../../api/src/config';
import { apiEnvOf, stackPorts } from './stack.cjs';

/** The api's settings in a stack started with `env` (as `npm start` and the e2e setup start it). */
const apiConfigUnder = (env: Record<string, string>) => readApiConfig({ ...env, ...apiEnvOf(env, stackPorts(env)) });

describe('the api of a stack (npm start)', () => {
  it('sends payments back to the shell’s own port when only SHELL_PORT is set', () => {
    expect(apiConfigUnder({ SHELL_PORT: '9191' }).storefrontUrl).toBe('http://{host}:9191');
  });

  it('sends them to the default shell port without SHELL_PORT', () => {
    expect(apiConfigUnder({}).storefrontUrl).toBe('http://{host}:8080');
  });

  it('keeps a STOREFRONT_URL the environment names', () => {
    expect(apiConfigUnder({ SHELL_PORT: '9191', STOREFRONT_URL: 'https://{host}' }).storefrontUrl).toBe('https://{host}');
  });

  it('gives the api its own port', () => {
    expect(apiConfigUnder({ API_PORT: '4100', SHELL_PORT: '9191' }).port).toBe(4100);
  });
});
