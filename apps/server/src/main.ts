import { loadConfig } from './platform/config.ts';
import { startServer } from './server.ts';

const server = await startServer(loadConfig());

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
