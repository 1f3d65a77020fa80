import type { ServerResponse } from 'node:http';

/** A page served from a folder (a remote's development harness) may run its own scripts, never be framed. */
export const HTML_FILE_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";
/** Scripts, styles, manifests and images are fetched by pages, never opened as one: nothing runs in them. */
export const ASSET_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers of every file a static host serves (the remotes' files and the shell's assets). */
export const setSecurityHeaders = (res: ServerResponse, contentType: string): void => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Content-Security-Policy', contentType.startsWith('text/html') ? HTML_FILE_POLICY : ASSET_POLICY);
};
