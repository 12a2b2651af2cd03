/**
 * The three changes an area team makes most often, as the delivery drill makes them in a copy of the
 * workspace: a wording of one of its record declarations (a rule there changes the table's columns too, so it
 * is a server release as well), a new endpoint its pages call, and a new hidden page.
 */

/** One edit of one file: `find` replaced by `replace`, text added at its end, or a new file. */
export type FileEdit =
  { file: string; find: string; replace: string } | { file: string; append: string } | { file: string; create: string };

export type AreaDrill = {
  /**
   * The area: its one folder `remotes/<area>` holds its pages, its declarations (`src/domain`) and its endpoints
   * (`src/api`), and every edit stays inside it.
   */
  area: string;
  /** The new hidden page: its module, title and path. */
  page: { module: string; title: string; path: string };
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
    edits: [
      {
        file: 'remotes/customers/src/domain/customerSchemas.ts',
        find: "form: { placeholder: '例如：广东省深圳市南山区' }",
        replace: "form: { placeholder: '例如：广东省深圳市福田区' }",
      },
      {
        file: 'remotes/customers/src/api/customers.ts',
        append: probeEndpoint('drillProbeApi', 'getDrillProbe', '/api/customer/drillProbe'),
      },
      {
        file: 'remotes/customers/src/pages/DrillProbe/index.tsx',
        create: probePage('../../api/customers', 'drillProbeApi', 'useGetDrillProbeQuery', '演练页面'),
      },
    ],
  },
  {
    area: 'purchasing',
    page: { module: 'DrillProbe', title: '演练页面', path: '/drillStock/:id?' },
    edits: [
      {
        file: 'remotes/purchasing/src/domain/productSchemas.ts',
        find: "form: { placeholder: '例如：台、只、套' }",
        replace: "form: { placeholder: '例如：台、只、套、米' }",
      },
      {
        file: 'remotes/purchasing/src/api/purchasing.ts',
        append: probeEndpoint('drillProbeApi', 'getDrillProbe', '/api/product/drillProbe'),
      },
      {
        file: 'remotes/purchasing/src/pages/DrillProbe/index.tsx',
        create: probePage('../../api/purchasing', 'drillProbeApi', 'useGetDrillProbeQuery', '演练页面'),
      },
    ],
  },
];

/** The edits of a drill that fall outside its area's folder: none, or the layout no longer keeps an area in one place. */
export function editsOutsideArea(drill: AreaDrill): string[] {
  return drill.edits.map((edit) => edit.file).filter((file) => !file.startsWith(`remotes/${drill.area}/`));
}
