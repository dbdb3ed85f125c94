/**
 * Security headers on every response (helmet, strict CSP with no inline script) and the CSRF rule:
 * a state-changing API request from a foreign Origin is refused. Bodies are JSON only; a form or
 * text/plain body gets 415, so a cross-site form post cannot reach a handler.
 *
 * helmet itself, built once: `@fastify/helmet` built the whole middleware again for every request
 * (its options parsed, the CSP directives validated and joined), about 4% of the app's CPU per
 * order (bench/orders-throughput.mjs profile). The headers are the same (decision 0029).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { HttpError } from '../lib/http-error';

interface SecurityOptions {
  publicUrl: string;
  /**
   * Meta's JavaScript SDK for WhatsApp Embedded Signup (decision 0067), when the operator set it up:
   * the SDK's origin may serve the script, and the SDK frames and calls Facebook's origins.
   */
  whatsAppSdkUrl?: string;
}

/** Where Facebook Login's popup and the SDK's helper frames come from (Embedded Signup). */
export const FACEBOOK_ORIGINS = ['https://www.facebook.com', 'https://web.facebook.com'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  const https = options.publicUrl.startsWith('https://');
  const sdk = options.whatsAppSdkUrl ? [new URL(options.whatsAppSdkUrl).origin] : [];
  const facebook = sdk.length > 0 ? [...new Set([...sdk, ...FACEBOOK_ORIGINS])] : [];
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...sdk],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...facebook],
        ...(facebook.length > 0 ? { frameSrc: ["'self'", ...facebook] } : {}),
        mediaSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Facebook Login's popup answers the page through window.opener, which 'same-origin' (helmet's
    // default) takes away from a window of another origin; 'same-origin-allow-popups' keeps it for
    // the windows this page opens, and only when the operator set up Embedded Signup.
    crossOriginOpenerPolicy: { policy: sdk.length > 0 ? 'same-origin-allow-popups' : 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    secureHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });

  app.removeContentTypeParser('text/plain');

  const allowedOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.access === 'signed') return;
    const origin = request.headers.origin;
    if (!origin) return;
    const sameHost = (() => {
      try {
        return new URL(origin).host === new URL(`http://${request.headers.host}`).host;
      } catch {
        return false;
      }
    })();
    if (origin !== allowedOrigin && !sameHost) {
      throw new HttpError(403, 'Origem da requisição não permitida.');
    }
  });
}

export default fp(securityPlugin, { name: 'security' });
