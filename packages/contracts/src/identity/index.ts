// Identity's contracts: users, sessions, permissions.
// A new contract of this module is one line here; the package's root lists modules, not files.
export * from './identity.endpoints.ts';
