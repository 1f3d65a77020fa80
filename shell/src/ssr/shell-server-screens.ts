/**
 * The shell's own pages rendered on the server (docs/decisions/server-rendering.md): the pages a
 * customer lands on from a link. No imports: the renderer's entry exports it before the shared
 * modules are negotiated, and the shell's server asks it before rendering one of its pages.
 */
export const SHELL_SERVER_SCREENS = ['branches', 'contactUs', 'page'] as const;

export type ShellServerScreen = (typeof SHELL_SERVER_SCREENS)[number];
