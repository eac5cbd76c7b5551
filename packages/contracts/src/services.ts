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
] as const;

export type ServiceName = (typeof SERVICES)[number];
