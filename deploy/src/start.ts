/**
 * `pnpm start`: builds whatever is not built yet, publishes the remote builds the release registry has not
 * seen, then runs the server in the foreground, always in production (the development helpers never run here,
 * whatever NODE_ENV the shell holds). Configuration comes from the environment (README table).
 */
import { assertPortFree, listenAddressOf } from './listenAddress';
import { prepareBuilds, serveBuilt } from './production';

const { host, port } = listenAddressOf(process.env);
// A port another program holds is said before anything is built or published into the data folder.
assertPortFree(host, port)
  .then(() => prepareBuilds())
  .then(() => serveBuilt({ ...process.env, NODE_ENV: 'production' }))
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
