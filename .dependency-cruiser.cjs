// @ts-check
/**
 * The dependency rules `pnpm lint` holds the code to (dependency-cruiser):
 *
 * - no module imports itself back through others (no cycles), anywhere;
 * - the server's business areas stand in one order, and an area imports only the platform kernel and the
 *   areas below it: what an area needs from one above it (a record that points at its own) comes to it through
 *   the kernel, by declaration (`references` of a resource); the platform imports no area;
 * - the engine (crud, http) with db and adapters lies beneath the platform and imports none of it but the
 *   account tables: what it needs of the platform at run time is handed to it (the caller as `request.auth`,
 *   resolved by platform/auth's hook; the dictionaries and the menu catalog in the app context).
 *
 * The order is the order of the business: a customer comes first, an opportunity is a customer's, a project
 * comes from an opportunity, money and goods belong to a project.
 */

/**
 * The server's business areas (folders of server/src/areas), lowest first; areas of one rank (finance and
 * purchasing) do not import each other. Beneath them all is the platform kernel: server/src/platform (sign-in,
 * sessions, menus, plans, membership, releases, logs, dictionaries, attachments), and beneath the platform the
 * engine (crud, http), db and adapters.
 */
const AREAS = [['system'], ['customers'], ['business'], ['projects'], ['finance', 'purchasing']];

const areaFolders = (names) => `^server/src/areas/(${names.join('|')})/`;

/** Each area imports the platform and the areas below it, never one above it or beside it. */
const upwardRules = AREAS.flatMap((rank, index) =>
  rank.map((name) => ({
    name: `no-upward-from-${name}`,
    comment: `${name} imports only the platform and the areas below it`,
    severity: 'error',
    from: { path: areaFolders([name]) },
    to: { path: areaFolders([...AREAS.slice(index + 1).flat(), ...rank.filter((other) => other !== name)]) },
  })),
);

/**
 * The platform's own folders (server/src/platform), lowest first, in the same one-way order: who may sign in and
 * what they may open (accounts: companies, users, roles, menus and plans as tables), then sessions, the parts
 * that stand on them (dictionaries, menus, attachments, health, remotes, releases, the logs' pages and the
 * error log), membership, and the plans' administration that prices with membership.
 */
const PLATFORM = [
  ['accounts'],
  ['auth'],
  ['dicts', 'menus', 'attachments', 'health', 'remotes', 'releases', 'logs'],
  ['membership'],
  ['plans'],
];

const platformFolders = (names) => `^server/src/platform/(${names.join('|')})/`;

const platformRules = PLATFORM.flatMap((rank, index) =>
  rank.map((name) => ({
    name: `no-upward-in-platform-from-${name}`,
    comment: `platform/${name} imports only the platform folders below it`,
    severity: 'error',
    from: { path: platformFolders([name]) },
    to: { path: platformFolders([...PLATFORM.slice(index + 1).flat(), ...rank.filter((other) => other !== name)]) },
  })),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'a module does not import itself back through others',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-below-areas',
      comment: 'the platform, engine, http, db and adapters import no area (the table list and the seeds aside)',
      severity: 'error',
      from: { path: '^server/src/(platform|crud|http|adapters|db)/', pathNot: '^server/src/db/(schema\\.ts|seed/)' },
      to: { path: '^server/src/areas/' },
    },
    {
      name: 'engine-below-platform',
      comment:
        'the engine (crud, http), db and adapters import no platform module but the account tables (every record ' +
        'has a company and a creator); the table list and the seeds aside',
      severity: 'error',
      from: { path: '^server/src/(crud|http|db|adapters)/', pathNot: '^server/src/db/(schema\\.ts|seed/)' },
      to: { path: '^server/src/platform/', pathNot: '^server/src/platform/accounts/schema\\.ts$' },
    },
    ...upwardRules,
    ...platformRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.test\\.tsx?$', '/testing/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
  },
};
