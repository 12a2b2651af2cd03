/**
 * `pnpm start`: builds whatever is not built yet, publishes the remote builds the release registry has not
 * seen, then runs the server in the foreground, always in production (the development helpers never run here,
 * whatever NODE_ENV the shell holds). Configuration comes from the environment (README table).
 */
import { prepareBuilds, serveBuilt } from './production';

prepareBuilds()
  .then(() => serveBuilt({ ...process.env, NODE_ENV: 'production' }))
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
