import { isDeepStrictEqual } from 'node:util';
import { and, count, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { Attachment } from '@yjf/domain/attachments';
import type { ListPage } from '@yjf/domain/lists';
import { companies, departments, roleDepts, roles, users } from '../db/accountTables';
import { menus, roleMenus } from '../platform/accounts/menuTables';
import { FIELD_ENGINEER } from '../composition/seed/fieldEngineerDemo';
import { sessions } from '../platform/auth/schema';
import { businessOpportunities } from '../areas/business/opportunities/schema';
import { projects } from '../areas/projects/projects/schema';
import { purchaseOrderLines, purchaseOrders } from '../areas/purchasing/orders/schema';
import { schemes } from '../areas/projects/schemes/schema';
import { products } from '../areas/purchasing/stock/schema';
import { stockOuts } from '../areas/purchasing/stockOuts/schema';
import { localFiles, objectFiles, pictures } from '../areas/system/storage/schema';
import { tasks } from '../areas/projects/tasks/schema';
import { apiCaller, type Verb } from '../../test/apiCalls';
import { startFakeS3, type FakeS3 } from '../../test/fakeS3';
import {
  COMPANY_WIDE,
  FORM_EXTRAS,
  FRESH_FIELDS,
  formFields,
  formOf,
  lineFields,
  looksLikeReference,
  naming,
  RECORD_MAKERS,
  REFERENCE_CONTEXT,
  withoutPeople,
} from '../../test/isolationCases';
import { bearer, signIn } from '../../test/session';
import { startTestServer, type TestServer } from '../../test/testServer';
import { TINY_PNG, uploaded } from '../../test/upload';
import { CUSTOMER_OUT_OF_REACH } from '../areas/projects/projects/convertBusiness';
import { customers } from '../areas/customers/schema';
import { namedOutOfReach } from './namedRecords';
import type { RecordTable, ResourceDefinition, ResourceRow } from './resourceDefinition';
import { formHolds, registeredResources, resourceAt, type RegisteredResource } from './resourceRegistry';
import type { ResourceRouteName } from './resourceRoutes';

const PLATFORM = 1;
const OWNER = 2; // 示例影音科技, whose records company 3 tries to reach
const OTHER = 3; // 星河声学工程 (plan B: no purchasing, no stock-out)

/** A row the test watches: any write that leaks changes it, or the count of its table. */
type Watched = { table: PgTable & { id: AnyPgColumn }; id: number };
type Caller = { token: string; companyId: number };
type Response = LightMyRequestResponse;

// Each test walks every resource: on a busy two-core machine one may need more than the suite's 30 s.
jest.setTimeout(60_000);

// One server for the whole file (with a fake S3 bucket, for 对象存储), its callers signed in once.
let s3: FakeS3;
let server: TestServer;
let platform: string; // administrator of the platform company
let admin2: string; // administrator of company 2
let admin3: string; // administrator of company 3
const { call, ok } = apiCaller(() => server);

beforeAll(async () => {
  s3 = await startFakeS3();
  server = await startTestServer({ ...s3.env });
  [platform, admin2, admin3] = await Promise.all(
    ['13800000000', '13800000001', '13800000003'].map((phone) => signIn(server, phone)),
  );
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

/*
 * What both halves share: the database reads that tell whether a refused call wrote anything, and the check
 * that collects, rather than stops at, each call answered wrongly, so one run names every leak.
 */
const db = () => server.database.db;

/** The watched rows as they are, and the number of rows of each of their tables. */
const stateOf = (watched: Watched[]) =>
  Promise.all(
    watched.map(async ({ table, id }) => ({
      row: (await db().select().from(table).where(eq(table.id, id)))[0],
      rows: Number((await db().select({ n: count() }).from(table))[0]!.n),
    })),
  );

/** Sends a call that must be refused with one of `statuses` and leave the watched rows and tables as they were. */
async function refused(
  problems: string[],
  label: string,
  statuses: number[],
  watched: Watched[],
  send: () => Promise<Response>,
): Promise<Response> {
  const before = await stateOf(watched);
  const response = await send();
  if (!statuses.includes(response.statusCode)) {
    problems.push(`${label}: answered ${response.statusCode} ${response.body.slice(0, 160)}`);
  } else if (typeof response.json().message !== 'string') {
    problems.push(`${label}: refused without a message`);
  }
  if (!isDeepStrictEqual(await stateOf(watched), before)) problems.push(`${label}: wrote to the database`);
  return response;
}

/** The id of a company's newest row of `table`, or undefined. */
const newestId = async (table: RecordTable, companyId: number) =>
  (
    await db()
      .select({ id: table.id })
      .from(table)
      .where(eq(table.companyId, companyId))
      .orderBy(desc(table.id))
      .limit(1)
  )[0]?.id as number | undefined;

/** How many rows of `table` a company has. */
const companyRows = async (table: RecordTable, companyId: number) =>
  Number((await db().select({ n: count() }).from(table).where(eq(table.companyId, companyId)))[0]!.n);

/**
 * Company isolation of the list engine (issue 11): for every resource the app serves through it, read from the
 * registry so a new resource is covered without new code here, company 3's administrator against a record of
 * company 2 (of the platform, for platform resources): the list and the export leave it out, its detail is
 * 404, an edit, a delete and a switch are 404 (403 where company 3's plan closes the resource) and change
 * nothing; an add naming another company's record (customer, project, user, department, role, product…) or
 * attachment is refused and writes nothing; and company 2's attachments are neither served to company 3 nor
 * removed or replaced by it.
 */
describe('company isolation of every list-engine resource', () => {
  let foreignFile: Attachment; // uploaded by company 2
  let ownFile: Attachment; // uploaded by company 3

  /** A resource with the record of another company it is tested against and, where company 3 reaches it, one of its own. */
  type Target = RegisteredResource & {
    path: string;
    owner: Caller;
    /** The other company's record, as its own company reads it. */
    foreign: ResourceRow;
    /** Whether company 3's plan and roles open the resource (its list answers 200, else 403). */
    reachable: boolean;
    /** Company 3's own record (where reachable): the template of its adds. */
    own?: ResourceRow;
  };
  const targets: Target[] = [];
  /** Company 3's list of each resource, as the list test read it. */
  const listedOf = new Map<string, ResourceRow[]>();
  let fresh = 0;

  const isAttachmentList = (schema: { safeParse(value: unknown): { success: boolean } }) =>
    schema.safeParse([foreignFile]).success;
  const attachmentFieldsOf = (resource: ResourceDefinition) =>
    Object.entries(formFields(resource))
      .filter(([, schema]) => isAttachmentList(schema))
      .map(([field]) => field);

  /** A record's add form as its detail gives it back, completed where the detail says it otherwise. */
  const formBody = (resource: ResourceDefinition, detail: ResourceRow) => ({
    ...formOf(resource, detail),
    ...FORM_EXTRAS[resource.path]?.(detail),
  });

  /** The id of the company's newest record of the resource, made through the API when it has none. */
  async function recordOf(resource: ResourceDefinition, caller: Caller): Promise<number> {
    const existing = await newestId(resource.table, caller.companyId);
    if (existing !== undefined) return existing;
    const make = RECORD_MAKERS[resource.path];
    if (!make) {
      throw new Error(
        `${resource.path}: company ${caller.companyId} has no record to test isolation against; ` +
          'add a maker to RECORD_MAKERS in server/test/isolationCases.ts',
      );
    }
    await make({
      server,
      token: caller.token,
      companyId: caller.companyId,
      ok: (method, url, payload) => ok(caller.token, method, url, payload),
    });
    const made = await newestId(resource.table, caller.companyId);
    if (made === undefined)
      throw new Error(`${resource.path}: its maker made no record of company ${caller.companyId}`);
    return made;
  }

  /** The owner's record with a file of its own in each attachment field, so there is one to protect. */
  async function withAttachments(target: Omit<Target, 'own'>): Promise<ResourceRow> {
    const { resource, owner, path } = target;
    let record = target.foreign;
    for (const field of attachmentFieldsOf(resource)) {
      if ((record[field] as Attachment[] | null)?.length) continue;
      const file = await uploaded(server, owner.token, '隔离测试附件.png', TINY_PNG);
      const body = { ...formBody(resource, record), [field]: [file], id: record.id, version: record.version };
      record = await ok<ResourceRow>(owner.token, 'PUT', `/api/${path}`, body);
    }
    return record;
  }

  async function targetOf(entry: RegisteredResource): Promise<Target> {
    const { resource } = entry;
    const path = resource.path;
    const ownerList = await call(admin2, 'GET', `/api/${path}?size=1`);
    // A resource company 2 may not list is the platform's own.
    const owner: Caller =
      ownerList.statusCode === 403 ? { token: platform, companyId: PLATFORM } : { token: admin2, companyId: OWNER };
    const foreignId = await recordOf(resource, owner);
    const read = await ok<ResourceRow>(owner.token, 'GET', `/api/${path}/${foreignId}`);
    const foreign = await withAttachments({ ...entry, path, owner, foreign: read, reachable: false });
    const listed = (await call(admin3, 'GET', `/api/${path}?size=1`)).statusCode;
    if (listed !== 200 && listed !== 403) throw new Error(`${path}: company 3's list answered ${listed}`);
    const reachable = listed === 200;
    const ownId = reachable ? await recordOf(resource, { token: admin3, companyId: OTHER }) : undefined;
    const own = ownId === undefined ? undefined : await ok<ResourceRow>(admin3, 'GET', `/api/${path}/${ownId}`);
    return { ...entry, path, owner, foreign, reachable, own };
  }

  /** The addresses one of the engine's routes is served at: its own, then the resource's aliases. */
  const addressesOf = (target: Target, name: ResourceRouteName, method: Verb, url: string) => [
    { method, url },
    ...(target.options.aliases?.[name] ?? []).map((alias) =>
      typeof alias === 'string' ? { method, url: alias } : { method: alias.method as Verb, url: alias.url },
    ),
  ];
  const watchOf = (target: Target, ...rows: (ResourceRow | undefined)[]): Watched[] =>
    [target.foreign, ...rows].flatMap((row) => (row ? [{ table: target.resource.table, id: row.id }] : []));
  /** What a write is refused with: 404 where company 3 reaches the resource (never a 403 that admits it exists). */
  const writeRefusal = (target: Target) => (target.reachable ? [404] : [403]);

  /** Every row of company 3's list, page by page. */
  async function listedRows(path: string): Promise<ResourceRow[]> {
    const rows: ResourceRow[] = [];
    for (let page = 0; ; page++) {
      const { content } = await ok<ListPage<ResourceRow>>(admin3, 'GET', `/api/${path}?size=100&page=${page}`);
      rows.push(...content);
      if (content.length < 100) return rows;
    }
  }

  beforeAll(async () => {
    foreignFile = await uploaded(server, admin2, '甲公司现场.png', TINY_PNG);
    ownFile = await uploaded(server, admin3, '乙公司现场.png', TINY_PNG);
    for (const entry of registeredResources(server.app)) targets.push(await targetOf(entry));
  });
  it('walks every resource the registry holds, each with a record of another company', () => {
    expect(targets.length).toBeGreaterThanOrEqual(19);
    for (const target of targets) expect(target.foreign.id).toEqual(expect.any(Number));
    // Company 3's plan B opens the sales, project and administration resources; purchasing and stock-out stay shut.
    expect(targets.filter((target) => !target.reachable).map((target) => target.path)).toEqual(
      expect.arrayContaining(['purchaseOrder', 'stockOut']),
    );
    expect(targets.filter((target) => target.reachable).map((target) => target.path)).toEqual(
      expect.arrayContaining(['customer', 'project', 'users', 'roles']),
    );
  });

  it('lists exactly company 3’s own records', async () => {
    const problems: string[] = [];
    for (const target of targets) {
      if (!target.reachable) {
        await refused(problems, `${target.path} list`, [403], [], () => call(admin3, 'GET', `/api/${target.path}`));
        continue;
      }
      const rows = await listedRows(target.path);
      listedOf.set(target.path, rows);
      const expected = await companyRows(target.resource.table, OTHER);
      if (rows.some((row) => row.id === target.foreign.id))
        problems.push(`${target.path} list: shows ${target.foreign.id}`);
      if (rows.length !== expected)
        problems.push(`${target.path} list: ${rows.length} rows, company 3 has ${expected}`);
    }
    expect(problems).toEqual([]);
  });

  it('exports exactly company 3’s own records', async () => {
    const problems: string[] = [];
    for (const target of targets) {
      const url = `/api/${target.path}/download`;
      if (!target.reachable) {
        await refused(problems, `${target.path} export`, [403], [], () => call(admin3, 'GET', url));
        continue;
      }
      const response = await call(admin3, 'GET', url);
      if (response.statusCode !== 200) {
        problems.push(`${target.path} export: answered ${response.statusCode}`);
        continue;
      }
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as never);
      const sheet = book.worksheets[0]!;
      const texts = new Set<string>();
      sheet.eachRow((row) => row.eachCell((cell) => void texts.add(cell.text)));
      const expected = await companyRows(target.resource.table, OTHER);
      if (sheet.rowCount - 1 !== expected) {
        problems.push(`${target.path} export: ${sheet.rowCount - 1} rows, company 3 has ${expected}`);
      }
      // A plain text of the other record that no row of company 3 has must not be in the file.
      const own = listedOf.get(target.path) ?? (await listedRows(target.path));
      const marker = target.resource.export.columns
        .filter((column) => !column.dict && !column.options && !column.format)
        .map((column) => ({ field: column.field, value: target.foreign[column.field] }))
        .find(
          ({ field, value }) =>
            typeof value === 'string' && value.length > 1 && !own.some((row) => String(row[field]).includes(value)),
        );
      if (marker && [...texts].some((text) => text.includes(String(marker.value)))) {
        problems.push(`${target.path} export: holds ${String(marker.value)} of company ${target.owner.companyId}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers 404 to the detail of another company’s record (403 where the plan closes the resource)', async () => {
    const problems: string[] = [];
    for (const target of targets) {
      await refused(problems, `${target.path} detail`, writeRefusal(target), [], () =>
        call(admin3, 'GET', `/api/${target.path}/${target.foreign.id}`),
      );
    }
    expect(problems).toEqual([]);
  });

  it('refuses to edit another company’s record, at every address of the edit, and changes nothing', async () => {
    const problems: string[] = [];
    for (const target of targets) {
      const { foreign } = target;
      const body = { ...formBody(target.resource, foreign), id: foreign.id, version: foreign.version };
      for (const { method, url } of addressesOf(target, 'edit', 'PUT', `/api/${target.path}`)) {
        await refused(problems, `${target.path} ${method} ${url}`, writeRefusal(target), watchOf(target), () =>
          call(admin3, method, url, body),
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses to delete another company’s record, alone or beside an own one, and deletes nothing', async () => {
    const problems: string[] = [];
    for (const target of targets) {
      for (const { method, url } of addressesOf(target, 'delete', 'DELETE', `/api/${target.path}`)) {
        const label = `${target.path} ${method} ${url}`;
        await refused(problems, label, writeRefusal(target), watchOf(target), () =>
          call(admin3, method, url, [target.foreign.id]),
        );
        if (!target.own) continue;
        const both = [target.own.id, target.foreign.id];
        await refused(problems, `${label} with an own record`, [404], watchOf(target, target.own), () =>
          call(admin3, method, url, both),
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses to switch another company’s record on or off', async () => {
    const problems: string[] = [];
    const switchable = targets.filter((target) => target.resource.toggleField);
    expect(switchable.map((target) => target.path)).toEqual(expect.arrayContaining(['customer', 'users', 'dept']));
    for (const target of switchable) {
      const body = { id: target.foreign.id, enabled: !target.foreign[target.resource.toggleField!] };
      for (const { method, url } of addressesOf(target, 'toggle', 'POST', `/api/${target.path}/updateState`)) {
        await refused(problems, `${target.path} ${method} ${url}`, writeRefusal(target), watchOf(target), () =>
          call(admin3, method, url, body),
        );
      }
    }
    expect(problems).toEqual([]);
  });

  /** One field of company 3's form swapped for another company's record or file, and the row it names. */
  type ForeignField = { label: string; body: Record<string, unknown>; named?: Watched };

  /**
   * Company 3's form with, in turn, each reference (and each attachment list) pointing into company 2. A form field
   * named like a reference (`…Id`, `…Ids`, `pid`, inside lines too) must be a declared reference, so none is left
   * unchecked by the engine or untested here.
   */
  async function foreignFields(target: Target, template: Record<string, unknown>, problems: string[]) {
    const swaps: ForeignField[] = [];
    const references = target.resource.references ?? [];
    for (const [field, schema] of Object.entries(formFields(target.resource))) {
      const lines = lineFields(schema);
      const named = lines
        ? Object.keys(lines)
            .filter(looksLikeReference)
            .map((key) => `${field}.${key}`)
        : looksLikeReference(field)
          ? [field]
          : [];
      for (const key of named) {
        const reference = references.find((declared) => declared.field === key);
        if (!reference) {
          problems.push(`${target.path}: form field ${key} names a record; declare it (a ref with to, or references)`);
          continue;
        }
        const table = resourceAt(server.app, reference.to).table;
        const id = await newestId(table, OWNER);
        if (id === undefined) problems.push(`${target.path}: company 2 has no record for ${key}`);
        if (id === undefined || (lines && !(template[field] as unknown[] | undefined)?.length)) continue;
        const context = REFERENCE_CONTEXT[`${target.path}.${key}`];
        swaps.push({ label: key, body: naming({ ...template, ...context }, reference, [id]), named: { table, id } });
      }
      if (!named.length && isAttachmentList(schema)) {
        swaps.push({ label: field, body: { ...template, [field]: [foreignFile] } });
      }
    }
    return swaps;
  }

  it('refuses an add or an own edit naming another company’s record or file, and writes nothing', async () => {
    const problems: string[] = [];
    let swapped = 0;
    for (const target of targets) {
      const { resource, path, own } = target;
      const url = `/api/${path}`;
      if (!target.reachable || !own) {
        // The plan shuts it: even a copy of the other company's own record is refused before it is read.
        const body = formBody(resource, target.foreign);
        for (const address of addressesOf(target, 'add', 'POST', url)) {
          await refused(problems, `${path} ${address.url} add`, [403], watchOf(target), () =>
            call(admin3, address.method, address.url, body),
          );
        }
        continue;
      }
      const freshOf = () => FRESH_FIELDS[path]?.(++fresh) ?? {};
      const template = formBody(resource, own);
      const swaps = await foreignFields(target, template, problems);
      for (const { label, body, named } of swaps) {
        swapped++;
        const watched: Watched[] = [...watchOf(target, own), ...(named ? [named] : [])];
        for (const address of addressesOf(target, 'add', 'POST', url)) {
          await refused(problems, `${path} ${address.url} add with company 2's ${label}`, [400, 404], watched, () =>
            call(admin3, address.method, address.url, { ...body, ...freshOf() }),
          );
        }
        await refused(problems, `${path} edit of its own with company 2's ${label}`, [400, 404], watched, () =>
          call(admin3, 'PUT', url, { ...body, id: own.id, version: own.version }),
        );
      }
      // The same form with its own references is taken: the refusals above were for the swapped field.
      if (swaps.length) {
        const control = await call(admin3, 'POST', url, { ...template, ...freshOf() });
        if (control.statusCode !== 201) problems.push(`${path} control add: ${control.statusCode} ${control.body}`);
      }
    }
    expect(problems).toEqual([]);
    expect(swapped).toBeGreaterThanOrEqual(15);
  });

  it('neither serves nor removes nor replaces another company’s attachments', async () => {
    const problems: string[] = [];
    let files = 0;
    for (const target of targets.filter((t) => t.owner.companyId === OWNER)) {
      for (const field of attachmentFieldsOf(target.resource)) {
        const kept = target.foreign[field] as Attachment[];
        const file = kept[0]!;
        files++;
        const fetch = (headers: Record<string, string>) =>
          server.request({ method: 'GET', url: file.fileFullPath, headers });
        if ((await fetch(bearer(admin2))).statusCode !== 200)
          problems.push(`${target.path}.${field}: not served to its company`);
        for (const headers of [bearer(admin3), { cookie: `YJF-TOKEN=${admin3}` }]) {
          await refused(problems, `${target.path}.${field} download`, [404], [], () => fetch(headers));
        }
        const edit = (list: Attachment[]) => ({
          ...formBody(target.resource, target.foreign),
          [field]: list,
          id: target.foreign.id,
          version: target.foreign.version,
        });
        const schema = formFields(target.resource)[field]!;
        const changes: [string, Attachment[]][] = [
          ['replaced by company 3’s', [ownFile]],
          ['joined by company 3’s', [...kept, ownFile]],
        ];
        // A list the form cannot leave empty (a drawing's files) is emptied only by replacing it.
        if (schema.safeParse([]).success) changes.push(['removed', []]);
        for (const [what, list] of changes) {
          await refused(problems, `${target.path}.${field} ${what}`, writeRefusal(target), watchOf(target), () =>
            call(admin3, 'PUT', `/api/${target.path}`, edit(list)),
          );
        }
      }
    }
    expect(problems).toEqual([]);
    // Follow-ups of customers and business, tasks, drawings and collections keep files.
    expect(files).toBeGreaterThanOrEqual(5);
  });
});

/** A record of company 2 that a route beside the engine is asked about: its id and version. */
type Held = { id: number; version: number };

/**
 * Company isolation of the routes beside the engine that take another record's id (project status and
 * summaries, task completion, drawing versions, conversion, purchasing and stock-out steps, password reset,
 * role menus, forced sign-out, stored files): company 3's administrator with company 2's ids is answered 404
 * (403 where its plan closes the area), and nothing changes.
 */
describe('company isolation of the routes that take a record’s id', () => {
  const held: Record<string, Held> = {};
  let lineId: number;
  let person: { realName: string; phone: string }; // company 2's user, as a colleague search names them
  let ownDrawing: Attachment;

  const tables = {
    project: projects,
    business: businessOpportunities,
    task: tasks,
    scheme: schemes,
    product: products,
    purchaseOrder: purchaseOrders,
    stockOut: stockOuts,
    user: users,
    role: roles,
    localFile: localFiles,
    picture: pictures,
    objectFile: objectFiles,
  } as const;
  type Kind = keyof typeof tables | 'session';
  const makers: Partial<Record<Kind, string>> = {
    scheme: 'scheme',
    stockOut: 'stockOut',
    localFile: 'localStorage',
    picture: 'pictures',
    objectFile: 'qiNiuContent',
  };

  beforeAll(async () => {
    for (const [kind, table] of Object.entries(tables) as [Kind, RecordTable][]) {
      // Bucket files are the platform's own.
      const owner =
        kind === 'objectFile' ? { token: platform, companyId: PLATFORM } : { token: admin2, companyId: OWNER };
      let id = await newestId(table, owner.companyId);
      if (id === undefined) {
        await RECORD_MAKERS[makers[kind]!]!({
          server,
          ...owner,
          ok: (method, url, payload) => ok(owner.token, method, url, payload),
        });
        id = (await newestId(table, owner.companyId))!;
      }
      const [row] = await db().select({ version: table.version }).from(table).where(eq(table.id, id));
      held[kind] = { id, version: row!.version as number };
    }
    const [session] = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.companyId, OWNER));
    held.session = { id: session!.id, version: 0 };
    [{ id: lineId }] = await db()
      .select({ id: purchaseOrderLines.id })
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.orderId, held.purchaseOrder!.id));
    ownDrawing = await uploaded(server, admin3, '乙公司图纸.png', TINY_PNG);
    [person] = await db()
      .select({ realName: users.realName, phone: users.phone })
      .from(users)
      .where(eq(users.id, held.user!.id));
  });

  const of = (kind: Kind) => held[kind]!;
  const keys = (kind: Kind) => ({ id: of(kind).id, version: of(kind).version });
  const watch = (kind: Kind): Watched[] => [{ table: kind === 'session' ? sessions : tables[kind], id: of(kind).id }];

  /** Each route: the call with company 2's ids, what it may answer company 3, and the row it must leave alone. */
  const routes: {
    name: string;
    method: Verb;
    url: () => string;
    body?: () => unknown;
    answers: number[];
    kind: Kind;
  }[] = [
    {
      name: 'project status',
      method: 'POST',
      url: () => '/api/project/status',
      body: () => ({ ...keys('project'), status: 1 }),
      answers: [404],
      kind: 'project',
    },
    {
      name: 'project status history',
      method: 'GET',
      url: () => `/api/project/${of('project').id}/statusHistory`,
      answers: [404],
      kind: 'project',
    },
    {
      name: 'project summary',
      method: 'GET',
      url: () => `/api/project/${of('project').id}/summary`,
      answers: [404],
      kind: 'project',
    },
    {
      name: 'project finance',
      method: 'GET',
      url: () => `/api/collection/summary?projectId=${of('project').id}`,
      answers: [404],
      kind: 'project',
    },
    {
      name: 'business conversion',
      method: 'POST',
      url: () => '/api/business/convert',
      body: () => keys('business'),
      answers: [404],
      kind: 'business',
    },
    {
      name: 'task completion',
      method: 'POST',
      url: () => '/api/task/complete',
      body: () => ({ ...keys('task'), note: '完成' }),
      answers: [404],
      kind: 'task',
    },
    {
      name: 'task reopening',
      method: 'POST',
      url: () => '/api/task/reopen',
      body: () => keys('task'),
      answers: [404],
      kind: 'task',
    },
    {
      name: 'drawing version',
      method: 'POST',
      url: () => '/api/scheme/newVersion',
      body: () => ({ ...keys('scheme'), files: [ownDrawing] }),
      answers: [404],
      kind: 'scheme',
    },
    {
      name: 'drawing versions',
      method: 'GET',
      url: () => `/api/scheme/${of('scheme').id}/versions`,
      answers: [404],
      kind: 'scheme',
    },
    {
      name: 'product movements',
      method: 'GET',
      url: () => `/api/product/${of('product').id}/movements`,
      answers: [403, 404],
      kind: 'product',
    },
    {
      name: 'purchase review',
      method: 'POST',
      url: () => '/api/purchaseOrder/review',
      body: () => keys('purchaseOrder'),
      answers: [403, 404],
      kind: 'purchaseOrder',
    },
    {
      name: 'purchase stock-in',
      method: 'POST',
      url: () => '/api/purchaseOrder/stockIn',
      body: () => ({ ...keys('purchaseOrder'), lines: [{ lineId, quantity: 1 }] }),
      answers: [403, 404],
      kind: 'purchaseOrder',
    },
    {
      name: 'stock-out review',
      method: 'POST',
      url: () => '/api/stockOut/review',
      body: () => keys('stockOut'),
      answers: [403, 404],
      kind: 'stockOut',
    },
    {
      name: 'stock-out shipping',
      method: 'POST',
      url: () => '/api/stockOut/out',
      body: () => keys('stockOut'),
      answers: [403, 404],
      kind: 'stockOut',
    },
    {
      name: 'password reset',
      method: 'PUT',
      url: () => '/api/users/resetPwd',
      body: () => ({ id: of('user').id }),
      answers: [404],
      kind: 'user',
    },
    {
      name: 'user card',
      method: 'GET',
      url: () => `/api/users/getInformation?userid=${of('user').id}`,
      answers: [404],
      kind: 'user',
    },
    {
      name: 'colleague search',
      method: 'GET',
      url: () =>
        `/api/users/getUserByRealNameAndPhone?realname=${encodeURIComponent(person.realName)}&phone=${person.phone}`,
      answers: [404],
      kind: 'user',
    },
    {
      name: 'company notices',
      method: 'GET',
      url: () => `/api/users/getNotice?companypid=${OWNER}`,
      answers: [404],
      kind: 'user',
    },
    {
      name: 'role menus',
      method: 'PUT',
      url: () => '/api/roles/menu',
      body: () => ({ ...keys('role'), menuIds: [] }),
      answers: [404],
      kind: 'role',
    },
    {
      name: 'forced sign-out',
      method: 'DELETE',
      url: () => '/api/online',
      body: () => [of('session').id],
      answers: [404],
      kind: 'session',
    },
    {
      name: 'local file',
      method: 'GET',
      url: () => `/api/localStorage/${of('localFile').id}/file`,
      answers: [404],
      kind: 'localFile',
    },
    {
      name: 'picture',
      method: 'GET',
      url: () => `/api/pictures/${of('picture').id}/file`,
      answers: [404],
      kind: 'picture',
    },
    {
      name: 'picture thumbnail',
      method: 'GET',
      url: () => `/api/pictures/${of('picture').id}/thumb`,
      answers: [404],
      kind: 'picture',
    },
    {
      name: 'bucket file of the platform',
      method: 'GET',
      url: () => `/api/qiNiuContent/${of('objectFile').id}/file`,
      answers: [403, 404],
      kind: 'objectFile',
    },
  ];

  it.each(routes.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const problems: string[] = [];
    await refused(problems, `${route.method} ${route.url()}`, route.answers, watch(route.kind), () =>
      call(admin3, route.method, route.url(), route.body?.()),
    );
    expect(problems).toEqual([]);
  });

  it('still answers company 2 itself, so the refusals above are about the company', async () => {
    expect((await call(admin2, 'GET', `/api/project/${of('project').id}/summary`)).statusCode).toBe(200);
    expect((await call(admin2, 'GET', `/api/scheme/${of('scheme').id}/versions`)).statusCode).toBe(200);
    expect((await call(admin2, 'GET', `/api/pictures/${of('picture').id}/thumb`)).statusCode).toBe(200);
    expect((await call(admin2, 'GET', `/api/users/getInformation?userid=${of('user').id}`)).statusCode).toBe(200);
    const search = `/api/users/getUserByRealNameAndPhone?realname=${encodeURIComponent(person.realName)}&phone=${person.phone}`;
    expect((await call(admin2, 'GET', search)).statusCode).toBe(200);
  });
});

/** A member of company 2's staff the data-scope matrix signs in as. */
type Staff = { id: number; token: string; name: string };

/**
 * 数据权限 of every list-engine resource company 2 lists but those the whole company shares (`COMPANY_WIDE`),
 * read from the registry so a new resource is covered without new code here, and of the calls beside the
 * engine. Three members of staff under 本级 roles add one record of each (two in 销售部, one in 施工组 under
 * 工程部), naming only themselves: a 本级 user lists, exports and opens only their own and is answered 404 for
 * the others', on every write and command too; a 自定义 user of 工程部 sees only 施工组's; a 全部 user sees what
 * the administrator sees. The dashboard counts what the lists hold.
 */
describe('data scope of every list-engine resource', () => {
  let own: Staff; // 本级, 销售部
  let mate: Staff; // 本级, 销售部 as well: a colleague's records are still not one's own
  let engineer: Staff; // 本级, 施工组
  let chooser: Staff; // 自定义 of 工程部 (施工组 lies below it), in 财务部
  let whole: Staff; // 全部, in 财务部
  let retired: Staff; // a disabled colleague: no form may give a record to them
  type Made = 'own' | 'mate' | 'engineer';
  /** A resource, the add form each member of staff made their record with, and the record each made. */
  type Scoped = RegisteredResource & {
    path: string;
    bodies: Record<Made, Record<string, unknown>>;
    made: Record<Made, ResourceRow>;
  };
  const scoped: Scoped[] = [];
  const of = (path: string) => scoped.find((target) => target.path === path)!;
  const scopedAt = (path: string) => scoped.find((target) => target.path === path);

  /** The ids of every row of a list as `token` reads it, page by page. */
  async function listedIds(token: string, path: string): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 0; ; page++) {
      const { content } = await ok<ListPage<ResourceRow>>(token, 'GET', `/api/${path}?size=100&page=${page}`);
      ids.push(...content.map((row) => row.id));
      if (content.length < 100) return ids.sort((a, b) => a - b);
    }
  }

  /** How many rows the export of a list holds, as `token` downloads it. */
  async function exportedRows(token: string, path: string): Promise<number> {
    const response = await call(token, 'GET', `/api/${path}/download`);
    if (response.statusCode !== 200) return -response.statusCode;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as never);
    return book.worksheets[0]!.rowCount - 1;
  }

  beforeAll(async () => {
    await db().update(companies).set({ staffLimit: 200 }).where(eq(companies.id, OWNER));
    const deptId = async (name: string) =>
      (
        await db()
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.companyId, OWNER), eq(departments.name, name)))
      )[0]!.id;
    // The demo field engineer works in 施工组 too, on demo projects: moved out, 施工组's records are the test's.
    await db().update(users).set({ deptId: null }).where(eq(users.username, FIELD_ENGINEER.phone));
    const everyMenu = await db().select({ id: menus.id }).from(menus);
    /** A role of company 2 with every page and button, of this data scope. */
    const roleOf = async (name: string, dataScope: string, deptIds: number[] = []) => {
      const [role] = await db()
        .insert(roles)
        .values({ companyId: OWNER, name, level: 2, dataScope })
        .returning({ id: roles.id });
      await db()
        .insert(roleMenus)
        .values(everyMenu.map((menu) => ({ roleId: role!.id, menuId: menu.id })));
      if (deptIds.length)
        await db()
          .insert(roleDepts)
          .values(deptIds.map((id) => ({ roleId: role!.id, deptId: id })));
      return role!.id;
    };
    const ownRole = await roleOf('数据权限本级', '本级');
    const chosenRole = await roleOf('数据权限自定义', '自定义', [await deptId('工程部')]);
    const wholeRole = await roleOf('数据权限全部', '全部');
    let serial = 0;
    const staff = async (name: string, dept: string, roleId: number): Promise<Staff> => {
      const phone = `1390009${String(++serial).padStart(4, '0')}`;
      const added = await ok<{ id: number; initialPassword: string }>(admin2, 'POST', '/api/users', {
        phone,
        nickName: name,
        sex: 1,
        deptId: await deptId(dept),
        roleIds: [roleId],
      });
      return { id: added.id, token: await signIn(server, phone, added.initialPassword), name };
    };
    own = await staff('本级甲', '销售部', ownRole);
    mate = await staff('本级乙', '销售部', ownRole);
    engineer = await staff('施工丙', '施工组', ownRole);
    chooser = await staff('自定义丁', '财务部', chosenRole);
    whole = await staff('全部戊', '财务部', wholeRole);

    retired = await staff('离职己', '销售部', ownRole);
    await ok(admin2, 'POST', '/api/users/updateState', { id: retired.id, enabled: false });

    // The forms first, from records made before any of the staff's, with the people left blank.
    const forms: { entry: RegisteredResource; body: Record<string, unknown> }[] = [];
    for (const entry of registeredResources(server.app)) {
      const { path } = entry.resource;
      if (path in COMPANY_WIDE) continue;
      // A resource company 2 may not list is the platform's own.
      if ((await call(admin2, 'GET', `/api/${path}?size=1`)).statusCode === 403) continue;
      const id = await newestId(entry.resource.table, OWNER);
      if (id === undefined) throw new Error(`${path}: company 2 has no record to copy for the data-scope matrix`);
      const detail = await ok<ResourceRow>(admin2, 'GET', `/api/${path}/${id}`);
      const form = { ...formOf(entry.resource, detail), ...FORM_EXTRAS[path]?.(detail) };
      forms.push({ entry, body: withoutPeople(entry.resource, form) });
    }
    // Each member names only their own records (a form may name nothing out of its user's reach): a resource is
    // made after those its form names, with each such reference pointing at the member's own record of it.
    const names = (entry: RegisteredResource, path: string) =>
      (entry.resource.references ?? []).some(
        (reference) => reference.to === path && formHolds(entry.resource, reference.field),
      );
    const pending = [...forms];
    while (pending.length) {
      const next = pending.findIndex(({ entry }) => !pending.some((other) => names(entry, other.entry.resource.path)));
      if (next < 0)
        throw new Error(`the forms name each other in a circle: ${pending.map((f) => f.entry.resource.path)}`);
      const [{ entry, body }] = pending.splice(next, 1) as [(typeof forms)[number]];
      const path = entry.resource.path;
      const made = {} as Record<Made, ResourceRow>;
      const bodies = {} as Record<Made, Record<string, unknown>>;
      for (const [who, member] of [
        ['own', own],
        ['mate', mate],
        ['engineer', engineer],
      ] as const) {
        bodies[who] = (entry.resource.references ?? []).reduce((form, reference) => {
          const named = scopedAt(reference.to);
          return named && formHolds(entry.resource, reference.field)
            ? naming(form, reference, [named.made[who].id])
            : form;
        }, body);
        const response = await call(member.token, 'POST', `/api/${path}`, bodies[who]);
        if (response.statusCode !== 201) throw new Error(`${path}: ${member.name}'s add answered ${response.body}`);
        made[who] = response.json() as ResourceRow;
      }
      scoped.push({ ...entry, path, bodies, made });
    }
  });

  it('walks every business resource, each with a record of each member of staff', () => {
    expect(scoped.map((target) => target.path)).toEqual(
      expect.arrayContaining([
        'customer',
        'customerFollowup',
        'business',
        'businessFollowup',
        'project',
        'task',
        'scheme',
        'collection',
        'purchaseOrder',
        'stockOut',
      ]),
    );
  });

  it('shows a 本级 user only the records naming them, in the list, the export and the detail', async () => {
    const problems: string[] = [];
    for (const target of scoped) {
      for (const [member, mine] of [
        [own, target.made.own],
        [mate, target.made.mate],
        [engineer, target.made.engineer],
      ] as const) {
        const listed = await listedIds(member.token, target.path);
        if (!isDeepStrictEqual(listed, [mine.id])) {
          problems.push(`${target.path} list of ${member.name}: ${listed.length} rows (${listed.slice(0, 5)}…)`);
        }
        const exported = await exportedRows(member.token, target.path);
        if (exported !== 1) problems.push(`${target.path} export of ${member.name}: ${exported} rows`);
        const detail = await call(member.token, 'GET', `/api/${target.path}/${mine.id}`);
        if (detail.statusCode !== 200)
          problems.push(`${target.path} ${member.name}'s own detail: ${detail.statusCode}`);
      }
      for (const other of [target.made.mate, target.made.engineer]) {
        await refused(problems, `${target.path} detail of another's, to ${own.name}`, [404], [], () =>
          call(own.token, 'GET', `/api/${target.path}/${other.id}`),
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers 404 to a 本级 user’s edit, delete or switch of another’s record, and changes nothing', async () => {
    const problems: string[] = [];
    for (const target of scoped) {
      const { resource, path } = target;
      const theirs = target.made.mate;
      const watched: Watched[] = [
        { table: resource.table, id: theirs.id },
        { table: resource.table, id: target.made.own.id },
      ];
      // The caller's own form, as a copy of its detail would not be (money comes back in fen).
      const body = { ...target.bodies.own, id: theirs.id, version: theirs.version };
      await refused(problems, `${path} edit of another's`, [404], watched, () =>
        call(own.token, 'PUT', `/api/${path}`, body),
      );
      await refused(problems, `${path} delete of another's`, [404], watched, () =>
        call(own.token, 'DELETE', `/api/${path}`, [theirs.id]),
      );
      await refused(problems, `${path} delete of another's beside an own one`, [404], watched, () =>
        call(own.token, 'DELETE', `/api/${path}`, [target.made.own.id, theirs.id]),
      );
      if (resource.toggleField) {
        const toggle = { id: theirs.id, enabled: !theirs[resource.toggleField] };
        await refused(problems, `${path} switch of another's`, [404], watched, () =>
          call(own.token, 'POST', `/api/${path}/updateState`, toggle),
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers 404 to a 本级 user’s calls beside the engine about another’s record, and changes nothing', async () => {
    const theirs = (path: string) => of(path).made.mate;
    const keys = (path: string) => ({ id: theirs(path).id, version: theirs(path).version });
    const [line] = await db()
      .select({ id: purchaseOrderLines.id })
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.orderId, theirs('purchaseOrder').id));
    const calls: [string, Verb, string, unknown, string][] = [
      ['project status', 'POST', '/api/project/status', { ...keys('project'), status: 1 }, 'project'],
      ['project status history', 'GET', `/api/project/${theirs('project').id}/statusHistory`, undefined, 'project'],
      ['project summary', 'GET', `/api/project/${theirs('project').id}/summary`, undefined, 'project'],
      ['project finance', 'GET', `/api/collection/summary?projectId=${theirs('project').id}`, undefined, 'project'],
      ['business conversion', 'POST', '/api/business/convert', keys('business'), 'business'],
      ['task completion', 'POST', '/api/task/complete', { ...keys('task'), note: '完成' }, 'task'],
      ['task reopening', 'POST', '/api/task/reopen', keys('task'), 'task'],
      [
        'drawing version',
        'POST',
        '/api/scheme/newVersion',
        { ...keys('scheme'), files: theirs('scheme').files },
        'scheme',
      ],
      ['drawing versions', 'GET', `/api/scheme/${theirs('scheme').id}/versions`, undefined, 'scheme'],
      ['purchase review', 'POST', '/api/purchaseOrder/review', keys('purchaseOrder'), 'purchaseOrder'],
      [
        'purchase stock-in',
        'POST',
        '/api/purchaseOrder/stockIn',
        { ...keys('purchaseOrder'), lines: [{ lineId: line!.id, quantity: 1 }] },
        'purchaseOrder',
      ],
      ['stock-out review', 'POST', '/api/stockOut/review', keys('stockOut'), 'stockOut'],
      ['stock-out shipping', 'POST', '/api/stockOut/out', keys('stockOut'), 'stockOut'],
    ];
    const problems: string[] = [];
    for (const [name, method, url, body, path] of calls) {
      const watched: Watched[] = [{ table: of(path).resource.table, id: theirs(path).id }];
      await refused(problems, name, [404], watched, () => call(own.token, method, url, body));
    }
    // The same calls about one's own record are answered.
    const mine = of('project').made.own;
    for (const url of [
      `/api/project/${mine.id}/statusHistory`,
      `/api/project/${mine.id}/summary`,
      `/api/collection/summary?projectId=${mine.id}`,
      `/api/scheme/${of('scheme').made.own.id}/versions`,
    ]) {
      const answer = await call(own.token, 'GET', url);
      if (answer.statusCode !== 200) problems.push(`${url} of one's own: ${answer.statusCode}`);
    }
    expect(problems).toEqual([]);
  });

  it('shows a 自定义 user the records of the chosen departments and those below them', async () => {
    const problems: string[] = [];
    for (const target of scoped) {
      const listed = await listedIds(chooser.token, target.path);
      if (!isDeepStrictEqual(listed, [target.made.engineer.id])) {
        problems.push(`${target.path} list of ${chooser.name}: ${listed.length} rows (${listed.slice(0, 5)}…)`);
      }
      const exported = await exportedRows(chooser.token, target.path);
      if (exported !== 1) problems.push(`${target.path} export of ${chooser.name}: ${exported} rows`);
      const seen = await call(chooser.token, 'GET', `/api/${target.path}/${target.made.engineer.id}`);
      if (seen.statusCode !== 200) problems.push(`${target.path} detail of 施工组's: ${seen.statusCode}`);
      await refused(problems, `${target.path} detail of 销售部's, to ${chooser.name}`, [404], [], () =>
        call(chooser.token, 'GET', `/api/${target.path}/${target.made.own.id}`),
      );
    }
    expect(problems).toEqual([]);
  });

  it('shows a 全部 user what the administrator sees', async () => {
    const problems: string[] = [];
    for (const target of scoped) {
      const all = await listedIds(admin2, target.path);
      const listed = await listedIds(whole.token, target.path);
      if (!isDeepStrictEqual(listed, all)) problems.push(`${target.path}: ${listed.length} rows of ${all.length}`);
      for (const made of Object.values(target.made)) {
        if (!listed.includes(made.id)) problems.push(`${target.path}: misses ${made.id}`);
      }
      const exported = await exportedRows(whole.token, target.path);
      if (exported !== all.length) problems.push(`${target.path} export: ${exported} rows of ${all.length}`);
    }
    expect(problems).toEqual([]);
  });

  it('counts on the dashboard what each one’s lists hold', async () => {
    type Summary = { customers: number; openBusiness: number };
    type Charts = { businessByStatus: { count: number }[]; customersByStatus: { count: number }[] };
    for (const member of [own, chooser, whole]) {
      const summary = await ok<Summary>(member.token, 'GET', '/api/dashboard/summary');
      const charts = await ok<Charts>(member.token, 'GET', '/api/dashboard/charts');
      const customers = (await ok<ListPage<unknown>>(member.token, 'GET', '/api/customer?size=1')).totalElements;
      const business = (await ok<ListPage<unknown>>(member.token, 'GET', '/api/business?size=1')).totalElements;
      expect([member.name, summary.customers]).toEqual([member.name, customers]);
      expect([member.name, charts.customersByStatus.reduce((sum, s) => sum + s.count, 0)]).toEqual([
        member.name,
        customers,
      ]);
      expect([member.name, charts.businessByStatus.reduce((sum, s) => sum + s.count, 0)]).toEqual([
        member.name,
        business,
      ]);
    }
    expect((await ok<Summary>(own.token, 'GET', '/api/dashboard/summary')).customers).toBe(1);
    expect((await ok<Summary>(whole.token, 'GET', '/api/dashboard/summary')).customers).toBe(
      (await ok<Summary>(admin2, 'GET', '/api/dashboard/summary')).customers,
    );
  });

  /**
   * Every declared reference a form names (a follow-up's customer, a task's project, a record's people) against
   * every scoped role, on an add and on an edit of one's own record: a 本级 user naming a colleague's record, a
   * 自定义 user one of a department outside theirs, anyone a disabled colleague. Each is refused like a missing
   * record, says nothing of it, and writes nothing to either record. Drop one reference's check (or the engine's)
   * and this fails; a form field named like a reference but not declared fails the company matrix above.
   */
  it('refuses an add or an edit naming a record out of the caller’s reach, and writes nothing', async () => {
    const problems: string[] = [];
    const covered: string[] = [];
    for (const target of scoped) {
      const { resource, path } = target;
      for (const reference of resource.references ?? []) {
        if (!formHolds(resource, reference.field)) continue;
        const named = scopedAt(reference.to);
        for (const [caller, base, record, outOfReach] of [
          [own, target.bodies.own, target.made.own, named?.made.mate],
          [chooser, target.bodies.engineer, target.made.engineer, named?.made.own],
        ] as const) {
          const out: Watched | undefined =
            reference.to === 'users'
              ? { table: users, id: retired.id }
              : named && outOfReach
                ? { table: named.resource.table, id: outOfReach.id }
                : undefined;
          // What the whole company shares (products, suppliers) is never out of reach in it: the company matrix.
          if (!out) continue;
          const label = `${path}.${reference.field} → ${reference.to} ${out.id}, by ${caller.name}`;
          const body = naming(base, reference, [out.id]);
          const watched: Watched[] = [{ table: resource.table, id: record.id }, out];
          const expectRefusal = (response: Response, action: string) => {
            const message = response.json().message as string;
            if (response.statusCode === 400 && message !== namedOutOfReach(reference.label))
              problems.push(`${label} ${action}: refused for another reason: ${message}`);
          };
          expectRefusal(
            await refused(problems, `${label} add`, [400], watched, () =>
              call(caller.token, 'POST', `/api/${path}`, body),
            ),
            'add',
          );
          const [current] = await db()
            .select({ version: resource.table.version })
            .from(resource.table)
            .where(eq(resource.table.id, record.id));
          const edit = { ...body, id: record.id, version: current!.version };
          expectRefusal(
            await refused(problems, `${label} edit`, [400], watched, () =>
              call(caller.token, 'PUT', `/api/${path}`, edit),
            ),
            'edit',
          );
          covered.push(`${path}.${reference.field}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect([...new Set(covered)].sort()).toEqual(
      expect.arrayContaining([
        'business.customerId',
        'business.ownerId',
        'businessFollowup.businessId',
        'collection.projectId',
        'customer.ownerId',
        'customerFollowup.customerId',
        'project.customerId',
        'project.designerId',
        'project.managerId',
        'project.memberIds',
        'purchaseOrder.projectId',
        'scheme.designerId',
        'scheme.projectId',
        'stockOut.projectId',
        'task.assigneeId',
        'task.projectId',
      ]),
    );
  });

  it('does not make a project of a customer out of the caller’s reach from their opportunity', async () => {
    // 本级甲's opportunity of 本级乙's customer, as it could be made before references were checked, or after the
    // customer moved to a colleague.
    const [business] = await db()
      .insert(businessOpportunities)
      .values({
        companyId: OWNER,
        createdBy: own.id,
        ownerId: own.id,
        customerId: of('customer').made.mate.id,
        name: '客户已转交的商机',
        status: 2,
        intentDegree: 1,
      })
      .returning();
    const problems: string[] = [];
    const watched: Watched[] = [
      { table: businessOpportunities, id: business!.id },
      { table: customers, id: of('customer').made.mate.id },
      { table: projects, id: of('project').made.own.id },
    ];
    const response = await refused(problems, 'conversion', [400], watched, () =>
      call(own.token, 'POST', '/api/business/convert', { id: business!.id, version: business!.version }),
    );
    expect(problems).toEqual([]);
    expect(response.json().message).toBe(CUSTOMER_OUT_OF_REACH);
  });
});
