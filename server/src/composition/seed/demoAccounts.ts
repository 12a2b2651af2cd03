import { VIP } from '@yjf/domain/membership';
import { sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { companies, roles, userRoles, users } from '../../db/accountTables';
import type { SeedStep } from '../../db/runSeeds';

/** Every demo account signs in with this password (README, "演示账号"). */
export const DEMO_PASSWORD = 'demo123456';

/** The demo accounts, as the README lists them. */
export const DEMO_ACCOUNTS = [
  {
    id: 1,
    companyId: 1,
    phone: '13800000000',
    nickName: '平台管理员',
    realName: '周平',
    role: 'platformAdmin',
    note: '云交付平台（companyid 1）管理员，可见系统管理',
  },
  {
    id: 2,
    companyId: 2,
    phone: '13800000001',
    nickName: '张总',
    realName: '张伟',
    role: 'companyAdmin',
    note: '示例影音科技（试用企业）管理员',
  },
  {
    id: 3,
    companyId: 2,
    phone: '13800000002',
    nickName: '小李',
    realName: '李娜',
    role: 'sales',
    note: '示例影音科技销售（数据权限本级）：自己的客户、商机、跟进与任务',
  },
  {
    id: 4,
    companyId: 3,
    phone: '13800000003',
    nickName: '王工',
    realName: '王强',
    role: 'companyAdmin',
    note: '星河声学工程（付费企业，B 套餐）管理员',
  },
] as const;

const demoCompanies = [
  { id: 1, name: '云交付平台', vip: VIP.member },
  { id: 2, name: '示例影音科技', vip: VIP.trial },
  { id: 3, name: '星河声学工程', vip: VIP.member },
];

const demoRoles = [
  { id: 1, companyId: 1, name: '超级管理员', isAdmin: true, level: 1, description: '平台超级管理员，拥有全部权限' },
  { id: 2, companyId: 2, name: '管理员', isAdmin: true, level: 1, description: '企业管理员，拥有本企业全部权限' },
  { id: 3, companyId: 2, name: '销售', isAdmin: false, level: 2, description: '负责渠道客户与商机' },
  { id: 4, companyId: 3, name: '管理员', isAdmin: true, level: 1, description: '企业管理员，拥有本企业全部权限' },
];

const roleOf = (companyId: number, role: string) =>
  role === 'sales' ? 3 : demoRoles.find((r) => r.companyId === companyId && r.isAdmin)!.id;

/** The three demo companies, their roles and their staff. */
export const demoAccountsSeed: SeedStep = {
  name: '0001-demo-accounts',
  async run(tx) {
    await tx.insert(companies).values(demoCompanies);
    await tx.insert(roles).values(demoRoles);
    const passwordHash = await hash(DEMO_PASSWORD);
    await tx.insert(users).values(
      DEMO_ACCOUNTS.map((a) => ({
        id: a.id,
        companyId: a.companyId,
        username: a.phone,
        phone: a.phone,
        nickName: a.nickName,
        realName: a.realName,
        sex: a.id === 3 ? 2 : 1,
        email: `${a.phone}@demo.yunjiaofu.cn`,
        passwordHash,
      })),
    );
    await tx
      .insert(userRoles)
      .values(DEMO_ACCOUNTS.map((a) => ({ userId: a.id, roleId: roleOf(a.companyId, a.role) })));
    // Rows above carry fixed ids; move the sequences past them.
    for (const table of ['companies', 'roles', 'users']) {
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
      );
    }
  },
};
