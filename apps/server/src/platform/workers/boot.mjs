// A pool thread's entry (see pool.ts). Plain JavaScript: Node reads it before any TypeScript loader is
// in place. It registers tsx's loader in this thread, as the server runs under tsx, then loads the
// worker. (Node 20 does not apply a parent's `--import` hooks to a worker's entry file.)
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
