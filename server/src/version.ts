/** The server's version, from its package.json (inlined by the bundler). */
import packageJson from '../package.json';

export const serverVersion: string = packageJson.version;
