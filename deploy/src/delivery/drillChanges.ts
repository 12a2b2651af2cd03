/**
 * The three changes an area team makes most often, as the delivery drill makes them in a copy of the
 * workspace: a rule of one of its record declarations that changes what a request accepts (the server checks
 * it too; a length is also a column, so its migration is generated), a new endpoint its pages call with its
 * server route, and a new hidden page. The endpoint and the rule are seen by the remote, so the area's API
 * contract gets a new minor version: the remote is released only once a server that serves it is.
 */

/** One edit of one file: `find` replaced by `replace`, text added at its end, or a new file. */
export type FileEdit =
  { file: string; find: string; replace: string } | { file: string; append: string } | { file: string; create: string };

export type AreaDrill = {
  /**
   * The area: its one folder `remotes/<area>` holds its pages, its declarations (`src/domain`), its endpoints
   * (`src/api`) and its API contract (`src/contract.json`); its server half is `server/src/areas/<area>`. Every
   * edit stays inside these two.
   */
  area: string;
  /** The new hidden page: its module, title and path. */
  page: { module: string; title: string; path: string };
  /** The new endpoint's server route, which the built server must hold. */
  route: string;
  /** The name of the migration the rule's new length needs, when it is a column's. */
  migration?: string;
  edits: FileEdit[];
};

const probePage = (
  apiImport: string,
  apiName: string,
  hook: string,
  title: string,
) => `import { ${apiName} } from '${apiImport}';

/** A page the delivery drill adds: it calls the endpoint the drill added. */
export default function DrillProbe() {
  const { data } = ${apiName}.${hook}(1);
  return <div>{data ? '${title}' : '加载中'}</div>;
}
`;

/** The new endpoint's server route, in a file of its own in the area's server folder. */
const probeRoute = (functionName: string, url: string, permission: string) => `import { z } from '@yjf/domain/zod';
import type { App, AppContext } from '../../context';
import { requirePermission } from '../../http/permissions';

/** A route the delivery drill adds: what its probe page calls. */
export async function ${functionName}(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '${url}/:id',
    {
      onRequest: requirePermission(ctx, '${permission}'),
      schema: {
        summary: '演练接口',
        operationId: '${functionName}',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async () => ({ ok: true }),
  );
}
`;

/** The area's `area.ts` registers the new route: its import and its call after `after`. */
const registerRoute = (area: string, functionName: string, importAfter: string, after: string): FileEdit[] => [
  {
    file: `server/src/areas/${area}/area.ts`,
    find: importAfter,
    replace: `${importAfter}\nimport { ${functionName} } from './drillProbe';`,
  },
  { file: `server/src/areas/${area}/area.ts`, find: after, replace: `${after}\n  await ${functionName}(app, ctx);` },
];

const probeEndpoint = (apiName: string, endpoint: string, url: string) => `
/** An endpoint the delivery drill adds. */
export const ${apiName} = api.injectEndpoints({
  endpoints: (build) => ({
    ${endpoint}: build.query<{ ok: boolean }, number>({ query: (id) => \`${url}/\${id}\` }),
  }),
});
`;

export const AREA_DRILLS: AreaDrill[] = [
  {
    area: 'customers',
    page: { module: 'DrillProbe', title: '演练页面', path: '/drillProbe/:id?' },
    route: '/api/customer/drillProbe/:id',
    migration: 'drill_customer_region',
    edits: [
      // 所在地区 accepts 120 characters, not 100: a rule of the form and of the server, and a column's length.
      {
        file: 'remotes/customers/src/domain/customerSchemas.ts',
        find: "region: text('所在地区', {\n      max: 100,",
        replace: "region: text('所在地区', {\n      max: 120,",
      },
      {
        file: 'remotes/customers/src/api/customers.ts',
        append: probeEndpoint('drillProbeApi', 'getDrillProbe', '/api/customer/drillProbe'),
      },
      {
        file: 'server/src/areas/customers/drillProbe.ts',
        create: probeRoute('customerDrillProbeRoutes', '/api/customer/drillProbe', 'customer:list'),
      },
      ...registerRoute(
        'customers',
        'customerDrillProbeRoutes',
        "import { customerResource } from './resource';",
        'await waitFollowRoutes(app, ctx);',
      ),
      {
        file: 'remotes/customers/src/pages/DrillProbe/index.tsx',
        create: probePage('../../api/customers', 'drillProbeApi', 'useGetDrillProbeQuery', '演练页面'),
      },
    ],
  },
  {
    area: 'purchasing',
    page: { module: 'DrillProbe', title: '演练页面', path: '/drillStock/:id?' },
    route: '/api/product/drillProbe/:id',
    edits: [
      // A purchase order or a stock-out takes 120 lines, not 100: a rule of the form and of the server alone.
      {
        file: 'remotes/purchasing/src/domain/purchaseOrderSchemas.ts',
        find: 'export const MAX_LINES = 100;',
        replace: 'export const MAX_LINES = 120;',
      },
      {
        file: 'remotes/purchasing/src/api/purchasing.ts',
        append: probeEndpoint('drillProbeApi', 'getDrillProbe', '/api/product/drillProbe'),
      },
      {
        file: 'server/src/areas/purchasing/drillProbe.ts',
        create: probeRoute('productDrillProbeRoutes', '/api/product/drillProbe', 'product:list'),
      },
      ...registerRoute(
        'purchasing',
        'productDrillProbeRoutes',
        "import { stockRoutes } from './stock/routes';",
        'await stockRoutes(app, ctx);',
      ),
      {
        file: 'remotes/purchasing/src/pages/DrillProbe/index.tsx',
        create: probePage('../../api/purchasing', 'drillProbeApi', 'useGetDrillProbeQuery', '演练页面'),
      },
    ],
  },
];

/**
 * The files an area's change may touch: its folder `remotes/<area>`, its server half `server/src/areas/<area>`
 * and, generated, a migration in `server/drizzle`.
 */
export function insideArea(area: string, file: string, generated = false): boolean {
  return (
    file.startsWith(`remotes/${area}/`) ||
    file.startsWith(`server/src/areas/${area}/`) ||
    (generated && file.startsWith('server/drizzle/'))
  );
}

/**
 * The edits of a drill that fall outside its area's two folders: none, or the layout no longer keeps an area in
 * one place.
 */
export function editsOutsideArea(drill: AreaDrill): string[] {
  return drill.edits.map((edit) => edit.file).filter((file) => !insideArea(drill.area, file));
}

/** A version with its minor raised: `1.2.3` → `1.3.0`. */
export function nextMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor! + 1}.0`;
}
