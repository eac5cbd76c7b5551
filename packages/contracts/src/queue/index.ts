// The queue's contracts: its services and counters, tickets and boards.
// A new contract of this module is one line here; the package's root lists modules, not files.

export * from './queue.endpoints.ts';
export * from './queue.resource.ts';
export * from './queue.ts';
export * from './queue-device.ts';
