import { loadConfig } from './platform/config.ts';
import { StartupError } from './platform/errors.ts';
import { startServer } from './server.ts';

/**
 * Exit status for a start that no retry can fix (sysexits' EX_CONFIG): a supervisor told not to restart
 * on it (systemd's RestartPreventExitStatus=78) waits for the operator instead of looping.
 */
const CANNOT_START = 78;

const server = await (async () => startServer(loadConfig()))().catch((error: unknown) => {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  process.exit(CANNOT_START);
});

const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
