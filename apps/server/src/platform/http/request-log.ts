import type { FastifyRequest } from 'fastify';

/**
 * What the process log keeps of a request (ASVS 7.1.1, 8.3.x): method, path and address, never the
 * query string (searches carry cédulas and names) nor the secret of a password-reset link, which
 * travels in the web path the e-mail opens.
 */
export function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: pathForLog(request.url),
    remoteAddress: request.ip,
    reqId: request.id,
  };
}

const SECRET_IN_PATH = /(\/reset-password\/)[^/?#]+/;

export function pathForLog(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(SECRET_IN_PATH, '$1…');
}

/**
 * TRUST_PROXY: the proxies in front of the server (the one that ends TLS), whose X-Forwarded-For is
 * believed, so that the sign-in throttle, the security events and the open sessions see the person's
 * address rather than the proxy's. Unset: no proxy is trusted and the connection's address counts.
 * `true` trusts any (only when nothing else can reach the server), or a comma-separated list of
 * addresses and CIDR ranges (`127.0.0.1`, `10.0.0.0/8`).
 */
export function trustProxyOf(value: string | undefined): boolean | string[] {
  const v = value?.trim();
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
