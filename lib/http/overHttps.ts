import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { cameOverHttps } from '@/config/https';
import { LOCALES } from '@/lib/i18n/config';
import { siteOrigin } from '@/lib/i18n/origins';

// The origins this build was made for (baked in by next.config.js), not whatever the runtime says.
const builtOrigins = () => LOCALES.map((l) => siteOrigin(l));

/** Whether an answer to this request goes out over https (config/https.js): cookies are then Secure. */
export function overHttps(req: IncomingMessage): boolean {
  return cameOverHttps({ encrypted: (req.socket as TLSSocket | undefined)?.encrypted === true, forwardedProto: req.headers['x-forwarded-proto'] }, { origins: builtOrigins() });
}

/** The same for the middleware, which sees a fetch Request (Next fills X-Forwarded-Proto from the socket when it is missing). */
export function fetchOverHttps(headers: Headers): boolean {
  return cameOverHttps({ forwardedProto: headers.get('x-forwarded-proto') }, { origins: builtOrigins() });
}
