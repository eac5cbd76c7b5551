// Support's contracts: the help desk's requests.
// A new contract of this module is one line here; the package's root lists modules, not files.

export * from './support.endpoints.ts';
export * from './support.ts';
