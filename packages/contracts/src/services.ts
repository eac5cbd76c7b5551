/** The services the spec names; each is served under `/api/<service>/` and can be deployed on its own. */
export const SERVICES = [
  'user',
  'finance',
  'collection',
  'inventory',
  'budget',
  'reports',
  'hr',
  'queue',
  'support',
  'online',
  // The spec's "demo-style" calls: /api/auth/profile, /api/auth/register and /api/notification.
  'auth',
  'notification',
] as const;

export type ServiceName = (typeof SERVICES)[number];
