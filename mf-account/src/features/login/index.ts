// What the other features take from login: the code step (signup, the mobile change) and how a login ends.
export { CodeStep } from './CodeStep';
export { sendCode, type LoginAnswer } from './login-calls';
export { useFinishLogin } from './use-finish-login';
