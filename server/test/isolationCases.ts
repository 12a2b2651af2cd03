import { and, asc, eq, gt } from 'drizzle-orm';
import type { Attachment } from '@yjf/domain/attachments';
import { CUSTOM_DATA_SCOPE } from '@yjf/area-system/domain/roleSchemas';
import type { z } from '@yjf/domain/zod';
import { projects } from '../src/areas/projects/projects/schema';
import { products } from '../src/areas/purchasing/stock/schema';
import { postFile } from '../src/areas/system/storage/storageTestCalls';
import type { RecordTable, Reference, ResourceDefinition } from '../src/crud/resourceDefinition';
import type { TestServer } from './testServer';
import { TINY_PNG, uploaded } from './upload';

/**
 * What else a form must say for a reference field to count, by `path.field`: a role keeps its departments only
 * with the 自定义 data scope.
 */
export const REFERENCE_CONTEXT: Record<string, Record<string, unknown>> = {
  'roles.deptIds': { dataScope: CUSTOM_DATA_SCOPE },
};

/**
 * The list-engine resources every user who may list them sees whole, whatever their roles' 数据权限, by path,
 * with the reason (`crud/dataScope.ts`). Every other resource company 2 lists must narrow to the caller's
 * data scope: the data-scope matrix of `crud/isolation.api.test.ts` walks them all, so a new resource that
 * forgets its `dataScope` fails it.
 */
export const COMPANY_WIDE: Record<string, string> = {
  product: '产品与库存是全公司共用的仓库',
  supplier: '供应商是全公司共用的名录',
  dept: '部门是企业的组织架构',
  roles: '角色由管理员按级别管理（grants.ts）',
  users: '用户按部门划分数据权限（userAccess.ts），见 users.api.test.ts',
  ad: '广告是平台的',
  localStorage: '系统管理的本地存储，给管理员用',
  pictures: '系统管理的图床，给管理员用',
  qiNiuContent: '系统管理的对象存储，给管理员用',
};

/** A form field's value naming `ids`: one id, a list of them, or the id in every line (`lines.productId`). */
export function naming(form: Record<string, unknown>, reference: Reference, ids: number[]): Record<string, unknown> {
  const [head, inner] = reference.field.split('.') as [string, string | undefined];
  const value = form[head];
  if (inner) {
    const lines = (value as Record<string, unknown>[] | undefined) ?? [];
    return { ...form, [head]: lines.map((line) => ({ ...line, [inner]: ids[0] })) };
  }
  return { ...form, [head]: Array.isArray(value) || ids.length !== 1 ? ids : ids[0] };
}

/**
 * A record's add form with the people it names left blank (owner, manager, assignee, designer: null;
 * members: none), so the record an add makes names only the user who adds it.
 */
export function withoutPeople(resource: ResourceDefinition, form: Record<string, unknown>): Record<string, unknown> {
  let blank = form;
  for (const reference of resource.references ?? []) {
    if (reference.to !== 'users' || !(reference.field in form)) continue;
    blank = { ...blank, [reference.field]: Array.isArray(form[reference.field]) ? [] : null };
  }
  return blank;
}

/** Whether a form field's name says it holds the id (or ids) of another record. */
export const looksLikeReference = (field: string) => /[a-z](Id|Ids)$/.test(field) || field === 'pid';

/**
 * Fields a company's add must give a value no other record of the company has (names unique in the company,
 * phones unique everywhere), by resource path; `n` differs on every call.
 */
export const FRESH_FIELDS: Record<string, (n: number) => Record<string, unknown>> = {
  roles: (n) => ({ name: `隔离测试角色${n}` }),
  dept: (n) => ({ name: `隔离测试部门${n}` }),
  users: (n) => ({ phone: `1390000${String(n).padStart(4, '0')}` }),
};

/**
 * Form fields a resource's detail does not give back as the form takes them, by resource path: a user's
 * roles come back as objects, a product's opening stock only shapes its first movement.
 */
export const FORM_EXTRAS: Record<string, (detail: Record<string, unknown>) => Record<string, unknown>> = {
  users: (detail) => ({ roleIds: (detail.roles as { id: number }[]).map((role) => role.id) }),
  product: () => ({ openingStock: 0 }),
};

/** What a record maker may use: the company's signed-in user, and `ok` calls as them. */
export type MakerContext = {
  server: TestServer;
  token: string;
  companyId: number;
  ok: <T>(method: 'POST' | 'PUT', url: string, payload: unknown) => Promise<T>;
};

/** The smallest id of a company's row of `table` matching `where`, or a thrown error naming what is missing. */
export async function firstId(server: TestServer, table: RecordTable, companyId: number, what: string) {
  const [row] = await server.database.db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.companyId, companyId))
    .orderBy(asc(table.id))
    .limit(1);
  if (!row) throw new Error(`company ${companyId} has no ${what} to make a record with`);
  return row.id as number;
}

/**
 * Makers of a record of resources the seeded demo data leaves without one, by resource path: each adds one
 * through the API as the company's own user (the platform's, for platform resources). A resource with no row
 * and no maker fails the matrix loudly.
 */
export const RECORD_MAKERS: Record<string, (context: MakerContext) => Promise<void>> = {
  scheme: async ({ server, token, companyId, ok }) => {
    const projectId = await firstId(server, projects, companyId, 'project');
    const files = [await uploaded(server, token, '隔离测试图纸.png', TINY_PNG)];
    await ok('POST', '/api/scheme', { projectId, name: `隔离测试图纸${companyId}`, status: 0, files });
  },
  stockOut: async ({ server, companyId, ok }) => {
    const projectId = await firstId(server, projects, companyId, 'project');
    const [product] = await server.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.companyId, companyId), gt(products.stock, 0)))
      .limit(1);
    if (!product) throw new Error(`company ${companyId} has no product in stock`);
    await ok('POST', '/api/stockOut', { projectId, lines: [{ productId: product.id, quantity: 1 }] });
  },
  localStorage: async ({ server, token }) => {
    expectUploaded(await postFile(server, token, '/api/localStorage', '隔离测试.txt', Buffer.from('隔离测试')));
  },
  pictures: async ({ server, token }) => {
    expectUploaded(await postFile(server, token, '/api/pictures', '隔离测试.png', TINY_PNG));
  },
  qiNiuContent: async ({ server, token }) => {
    const pdf = Buffer.from('%PDF-1.4\n隔离测试\n%%EOF\n');
    expectUploaded(await postFile(server, token, '/api/qiNiuContent', '隔离测试.pdf', pdf));
  },
  ad: async ({ server, token, ok }) => {
    const picture: Attachment = await uploaded(server, token, '隔离测试广告.png', TINY_PNG);
    await ok('POST', '/api/ad', {
      title: '隔离测试广告',
      position: '2',
      image: picture.filePath,
      link: 'https://www.example.com/',
      sort: 1,
      enabled: true,
      startDate: null,
      endDate: null,
    });
  },
};

function expectUploaded(response: { statusCode: number; body: string }) {
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
}

/** A form schema's fields, by name. */
export const formFields = (resource: ResourceDefinition) =>
  (resource.form as unknown as { shape: Record<string, z.ZodType> }).shape;

/** The fields of the objects a form's list field holds (an order's lines), or undefined for any other field. */
export function lineFields(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const element = (schema as unknown as { element?: { shape?: Record<string, z.ZodType> } }).element;
  return element?.shape;
}

/** A record as its add form would send it again: the form's fields of its detail, with the lines' fields. */
export function formOf(resource: ResourceDefinition, detail: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(formFields(resource))) {
    const value = detail[field];
    const inner = lineFields(schema);
    body[field] =
      inner && Array.isArray(value)
        ? value.map((line: Record<string, unknown>) =>
            Object.fromEntries(Object.keys(inner).map((key) => [key, line[key]])),
          )
        : value;
  }
  return body;
}
