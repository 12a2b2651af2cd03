// @ts-check
/**
 * The dependency rules `pnpm lint` holds the code to (dependency-cruiser), with no exceptions:
 *
 * - no module imports itself back through others (no cycles), anywhere;
 * - the server stands in floors. The ground: db (the client, transactions, the pools, the tables every record
 *   points at: companies, users, roles, departments) and adapters, which import nothing of the server above
 *   them. Above it the engine (crud, http), which imports only the ground: what it needs of the platform at
 *   run time is handed to it (the caller as `request.auth`, resolved by platform/auth's hook; the dictionaries
 *   and the menu catalog in the app context). Above that the platform kernel, which imports no area; then the
 *   business areas in one order, each importing only the platform and the areas below it: what an area needs
 *   from one above it (a record that points at its own) comes to it through the kernel, by declaration
 *   (`references` of a resource). At the top, composition (the list of every table for drizzle-kit, the seed
 *   steps, the preparation that migrates and seeds) with app.ts and main.ts, which compose the areas and which
 *   nothing below imports;
 * - in the browser, the host and the kernel packages (@yjf/domain, api, store, ui, build) import no area file,
 *   whatever the import is spelled as (a package name or a relative path: the rule sees the file it resolves
 *   to), and no remote imports another remote's pages.
 *
 * The order is the order of the business: a customer comes first, an opportunity is a customer's, a project
 * comes from an opportunity, money and goods belong to a project.
 */

/**
 * The ranks of the business areas (folders of server/src/areas and remotes), lowest first; areas of one rank
 * (finance and purchasing) do not import each other. Beneath them all is the platform kernel: server/src/platform
 * (sign-in, sessions, menus, plans, membership, releases, logs, dictionaries, attachments), beneath the platform the
 * engine (crud, http), and beneath the engine db and adapters. An area not ranked here (a new team's, such as
 * aftersales) stands above them all: it may import the ranked areas, none of them may import it. This is the
 * dependency order, not a list of the areas: an area exists by its folder.
 */
const AREA_RANKS = [['system'], ['customers'], ['business'], ['projects'], ['finance', 'purchasing']];

/**
 * An area's two folders of one name: its server half (server/src/areas/<area>) and its browser half with its
 * declarations and endpoints (remotes/<area>, the package @yjf/area-<area>). The same order holds in both.
 */
const areaFolders = (names) => `^(server/src/areas|remotes)/(${names.join('|')})/`;

/** Each area imports the platform (the kernel) and the areas below it, never one above it or beside it. */
const upwardRules = AREA_RANKS.flatMap((rank, index) =>
  rank.map((name) => ({
    name: `no-upward-from-${name}`,
    comment: `${name} imports only the platform and the areas below it`,
    severity: 'error',
    from: { path: areaFolders([name]) },
    to: {
      path: areaFolders([...AREA_RANKS.slice(index + 1).flat(), ...rank.filter((other) => other !== name)]),
    },
  })),
);

/** The folders of the areas no rank names: above every ranked area. */
const unrankedAreaFolders = `^(server/src/areas|remotes)/(?!(${AREA_RANKS.flat().join('|')})/)[^/]+/`;

/**
 * The platform's own folders (server/src/platform), lowest first, in the same one-way order: the scheduled jobs'
 * declaration and runner (jobs: any part may declare a job), who may sign in and
 * what they may open (accounts: menus, plans and the role epoch as tables; the companies, users, roles and
 * departments every record points at lie in db), then sessions, the candidates and who gets them (rollouts: read
 * by both the live areas' list and the release routes), the parts that stand on them (dictionaries, menus,
 * attachments, health, remotes, the logs' pages and the error log, the socket every page opens), the messages
 * (消息中心: a recipient's reach and permissions; its cleanup is a scheduled job), the releases (whose load reports count only for the releases remotes gives the caller), membership, and the plans'
 * administration that prices with membership.
 */
const PLATFORM = [
  ['jobs'],
  ['accounts'],
  ['auth'],
  ['rollouts'],
  ['dicts', 'menus', 'attachments', 'health', 'remotes', 'logs', 'sockets'],
  ['messages'],
  ['releases'],
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
      comment: 'the platform, the engine (crud, http), db and adapters import no area',
      severity: 'error',
      from: { path: '^server/src/(platform|crud|http|adapters|db)/' },
      to: { path: '^server/src/areas/' },
    },
    {
      name: 'engine-below-platform',
      comment:
        'the engine (crud, http), db and adapters import no platform module: the tables every record points at ' +
        '(companies, users, roles, departments) lie in db',
      severity: 'error',
      from: { path: '^server/src/(crud|http|db|adapters)/' },
      to: { path: '^server/src/platform/' },
    },
    {
      name: 'ground-below-engine',
      comment: 'db and adapters, the ground, import nothing of the engine (crud, http)',
      severity: 'error',
      from: { path: '^server/src/(db|adapters)/' },
      to: { path: '^server/src/(crud|http)/' },
    },
    {
      name: 'composition-on-top',
      comment:
        'composition (every table, the seeds, the preparation) composes the areas: only app.ts, main.ts and ' +
        'composition itself import it',
      severity: 'error',
      from: { path: '^server/src/(areas|platform|crud|http|db|adapters)/' },
      to: { path: '^server/src/composition/' },
    },
    {
      name: 'server-kernel-reads-only-declarations',
      comment:
        "the server's kernel (db, adapters, crud, http, platform) reads of an area's package only its record " +
        'declarations (remotes/<area>/src/domain: data built on @yjf/domain, as the account tables take theirs ' +
        "from the system area's), never its pages nor its endpoints",
      severity: 'error',
      from: { path: '^server/src/(db|adapters|crud|http|platform)/' },
      to: { path: '^remotes/', pathNot: '^remotes/[^/]+/src/domain/' },
    },
    {
      name: 'browser-kernel-imports-no-area',
      comment:
        'the host and the kernel packages (domain, api, store, ui, build) import no area file, by package name ' +
        'or by relative path: areas are bundled into their remotes, never provided by the host',
      severity: 'error',
      from: { path: '^(host/src|shared/(domain|api|store|ui|build))/' },
      to: { path: '^remotes/' },
    },
    {
      name: 'no-remote-imports-another-remotes-pages',
      comment: "a remote imports no other remote's pages: each page is its own remote's, loaded by the host",
      severity: 'error',
      from: { path: '^remotes/([^/]+)/' },
      to: { path: '^remotes/[^/]+/src/pages/', pathNot: '^remotes/$1/' },
    },
    ...upwardRules,
    {
      name: 'no-ranked-area-imports-a-new-one',
      comment: 'an area not ranked (a new team’s) stands above every ranked area: none of them imports it',
      severity: 'error',
      from: { path: areaFolders(AREA_RANKS.flat()) },
      to: { path: unrankedAreaFolders },
    },
    ...platformRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '\\.test\\.tsx?$', '/testing/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    // Workspace packages (@yjf/ui/..., @yjf/area-*/...) resolve through their `exports` to the files they name, so
    // the rules see the file an import reaches however it is spelled.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
