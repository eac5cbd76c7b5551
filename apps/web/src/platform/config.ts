import type { ServiceName } from '@erario/contracts';

declare global {
  interface Window {
    /** Optional runtime configuration, e.g. `{ services: { budget: 'https://presupuesto.example' } }`. */
    __ERARIO_CONFIG__?: { services?: Partial<Record<ServiceName, string>> };
  }
}

/**
 * Base address of a service. Same origin by default; a deployment that splits a service out sets it
 * at run time (window.__ERARIO_CONFIG__) or at build time (VITE_API_<SERVICE>).
 */
export function serviceBase(service: ServiceName): string {
  const runtime = window.__ERARIO_CONFIG__?.services?.[service];
  const built = (import.meta.env as Record<string, string | undefined>)[`VITE_API_${service.toUpperCase()}`];
  return (runtime ?? built ?? '').replace(/\/$/, '');
}
