import fastifyPlugin from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Headers of every api answer: JSON and media are never framed, sniffed or allowed to run anything
 * when opened directly (an SVG from /media included). A route answering a page of its own (the
 * sandbox payment page) sets its own Content-Security-Policy, which is kept.
 */
export const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
} as const;

/** The plugin that gives every answer `API_SECURITY_HEADERS` (a page of its own keeps its policy). */
export const securityHeaders = fastifyPlugin(
  async (app: FastifyInstance): Promise<void> => {
    app.addHook('onSend', async (_request, reply, payload) => {
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
