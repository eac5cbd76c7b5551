export * from './catalogue.ts';
export * from './envelope.ts';
export * from './format.ts';
export * from './identity.ts';
export * from './provider.ts';
export * from './services.ts';
export * from './words.ts';
