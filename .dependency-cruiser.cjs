// @ts-check
/**
 * The dependency rules `pnpm lint` holds the code to (dependency-cruiser):
 *
 * - no module imports itself back through others (no cycles), anywhere;
 * - the server's business areas stand in one order, and an area imports only the platform kernel and the
 *   areas below it: what an area needs from one above it (a record that points at its own) comes to it through
 *   the kernel, by declaration (`references` of a resource).
 *
 * The order is the order of the business: a customer comes first, an opportunity is a customer's, a project
 * comes from an opportunity, money and goods belong to a project.
 */

/** The server's business areas, lowest first: the folders (under server/src/areas) each holds. */
const AREAS = [
  [
    'kernel',
    [
      'accounts',
      'auth',
      'logs',
      'dicts',
      'menus',
      'plans',
      'membership',
      'releases',
      'remotes',
      'health',
      'storage',
      'attachments',
    ],
  ],
  ['system', ['users', 'roles', 'departments', 'ads', 'online', 'monitor', 'druid', 'databaseUpgrade']],
  ['customers', ['customers']],
  ['business', ['business', 'followups', 'dashboard']],
  ['projects', ['projects', 'tasks', 'schemes']],
  ['finance', ['finance']],
  ['purchasing', ['stock', 'purchasing', 'stockOuts']],
];

const folders = (names) => `^server/src/areas/(${names.join('|')})/`;

/** Each area may not import the areas above it (nor the same-rank neighbour: finance and purchasing). */
const upwardRules = AREAS.slice(0, -1).map(([name, own], index) => ({
  name: `no-upward-from-${name}`,
  comment: `${name} imports only the kernel and the areas below it`,
  severity: 'error',
  from: { path: folders(own) },
  to: { path: folders(AREAS.slice(index + 1).flatMap(([, names]) => names)) },
}));

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
      name: 'kernel-below-areas',
      comment: 'the engine, http, db and adapters do not import a business area (the schema list and seeds aside)',
      severity: 'error',
      from: { path: '^server/src/(crud|http|adapters|db)/', pathNot: '^server/src/db/(schema\\.ts|seed/)' },
      to: { path: folders(AREAS.slice(1).flatMap(([, names]) => names)) },
    },
    ...upwardRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.test\\.tsx?$', '/testing/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
  },
};
