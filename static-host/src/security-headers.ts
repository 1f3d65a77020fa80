import type { ServerResponse } from 'node:http';

/** A page served from a folder (a remote's development harness) may run its own scripts, never be framed. */
export const HTML_FILE_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";
/** Scripts, styles, manifests and images are fetched by pages, never opened as one: nothing runs in them. */
export const ASSET_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** A harness page may ask for the location (the address map), as the storefront's pages do; nothing else. */
export const HTML_FILE_PERMISSIONS = 'camera=(), microphone=(), geolocation=(self), payment=(), usb=()';
/** A file opened directly asks for nothing. */
export const ASSET_PERMISSIONS = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Headers of every answer a static host sends (the remotes' files, the shell's assets, their 404s). */
export const setSecurityHeaders = (res: ServerResponse, contentType: string): void => {
  const html = contentType.startsWith('text/html');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', html ? HTML_FILE_PERMISSIONS : ASSET_PERMISSIONS);
  res.setHeader('Content-Security-Policy', html ? HTML_FILE_POLICY : ASSET_POLICY);
};
