import type { RenderInput, RenderedPage } from './render-contract';

// Everything behind a dynamic import, so the shared modules are negotiated before any code runs.
export const renderPage = async (input: RenderInput): Promise<RenderedPage | null> => (await import('./render-page')).renderPage(input);

/** The shell's own pages the renderer renders (the server asks before rendering one). */
export { SHELL_SERVER_SCREENS as shellScreens } from './shell-server-screens';
