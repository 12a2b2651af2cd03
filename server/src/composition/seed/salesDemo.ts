import { CHINA_OFFSET, chinaToday } from '@yjf/domain/calendar';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { businessOpportunities } from '../../areas/business/opportunities/schema';
import { customers } from '../../areas/customers/schema';
import { customerFollowups } from '../../areas/customers/followups/schema';
import { businessFollowups } from '../../areas/business/followups/schema';
import type { Db } from '../../db/client';
import type { SeedStep } from '../../db/runSeeds';

/** A small deterministic random source, so every fresh start seeds the same story. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)]!;
  return { next, int, pick };
}

const CITIES = ['深圳', '广州', '佛山', '东莞', '珠海', '中山', '惠州', '长沙'];
const DISTRICTS: Record<string, string[]> = {
  深圳: ['南山区', '福田区', '宝安区', '龙岗区'],
  广州: ['天河区', '番禺区', '海珠区', '白云区'],
  佛山: ['顺德区', '禅城区', '南海区'],
  东莞: ['南城街道', '松山湖', '长安镇'],
  珠海: ['香洲区', '横琴新区'],
  中山: ['石岐街道', '东区街道'],
  惠州: ['惠城区', '惠阳区'],
  长沙: ['岳麓区', '雨花区', '开福区'],
};
const PROVINCE: Record<string, string> = { 长沙: '湖南省' };
const BRANDS = ['华府', '星河湾', '保利', '万科', '碧桂园', '金地', '龙湖', '招商', '绿城', '融创', '中海', '锦绣'];
const KINDS = [
  '装饰工程有限公司',
  '设计工作室',
  '家居体验馆',
  '智能科技有限公司',
  '别墅业主',
  '影音会所',
  '建材商行',
  '全屋定制',
  '酒店',
  '地产营销中心',
];
const SURNAMES = ['陈', '李', '张', '王', '刘', '黄', '林', '吴', '周', '何', '郑', '梁', '谢', '罗', '许'];
const GIVEN = ['志强', '丽娟', '建华', '晓明', '海燕', '国栋', '静怡', '子豪', '文军', '雅婷', '伟', '敏', '磊', '芳'];
const PRODUCTS = ['家庭影院', '全屋智能', '背景音乐', 'KTV 系统', '智能灯光', '安防监控', '会议音视频', '多房间音响'];
const CUSTOMER_NOTES = [
  '电话沟通，客户对家庭影院方案感兴趣，约下周到店体验',
  '微信发送了案例视频，客户表示需要和家人商量',
  '上门量房，别墅负一层约 45 平，适合做 7.2.4 影院',
  '到店体验了杜比全景声，客户比较满意，等设计师出图',
  '客户在对比两家方案，价格是主要顾虑',
  '介绍了全屋智能的灯光与窗帘联动，客户希望看报价',
  '设计师推荐过来的客户，预算约 20 万',
  '回访老客户，了解到朋友家新房需要背景音乐',
];
const BUSINESS_NOTES = [
  '发送了初版方案与报价，客户要求调整投影机型号',
  '与客户确认了施工周期，预计下月进场',
  '客户希望增加书房背景音乐，报价需更新',
  '合同条款沟通中，付款方式待确认',
  '竞品报价更低，强调售后与调试服务',
  '客户已确认方案，等待财务审批',
];

const DAY = 86_400_000;

type Owner = { id: number };

/**
 * Customers, business opportunities and their follow-ups for one company, spread over the last five months,
 * with follow-ups due overdue, today and in the coming days for each owner, so the dashboard is alive.
 */
export async function seedSalesDemo(
  tx: Db,
  companyId: number,
  owners: Owner[],
  sizes: { customers: number; business: number },
  now = new Date(),
): Promise<void> {
  const random = randomSource(companyId * 7919);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY - random.int(0, 8 * 3600) * 1000);
  const names = new Set<string>();

  const customerRows = Array.from({ length: sizes.customers }, (_, index) => {
    const city = random.pick(CITIES);
    const draw = () => `${city}${random.pick(BRANDS)}${random.pick(KINDS)}`;
    let name = draw();
    for (let tries = 0; names.has(name) && tries < 20; tries++) name = draw();
    if (names.has(name)) name = `${name}${index}`;
    names.add(name);
    const created = at(Math.floor(150 * random.next() ** 1.6));
    const owner = owners[index % owners.length]!;
    // Each owner's first customers are due: two overdue, three today, then over the next week.
    const slot = Math.floor(index / owners.length);
    const dueInDays = slot < 2 ? -1 - slot : slot < 5 ? 0 : slot < 20 ? random.int(1, 10) : null;
    let nextFollowTime: Date | null = null;
    if (dueInDays !== null) {
      const day = new Date(now.getTime() + dueInDays * DAY);
      nextFollowTime = new Date(`${chinaToday(day)}T${10 + (slot % 8)}:00:00${CHINA_OFFSET}`);
    } else if (random.next() < 0.3) {
      nextFollowTime = new Date(now.getTime() + random.int(11, 40) * DAY);
    }
    return {
      companyId,
      createdBy: owner.id,
      ownerId: owner.id,
      name,
      channelType: random.int(1, 9),
      channelStatus: random.pick([2, 3, 4, 4, 5, 5, 6, 1]),
      intentDegree: random.pick([1, 2, 2, 3, 3, 4]),
      contactName: `${random.pick(SURNAMES)}${random.pick(GIVEN)}`,
      phone: `1${random.pick([3, 5, 7, 8, 9])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`,
      region: `${PROVINCE[city] ?? '广东省'}${city}市${random.pick(DISTRICTS[city]!)}`,
      address: `${random.pick(BRANDS)}花园 ${random.int(1, 30)} 栋 ${random.int(1, 32)}0${random.int(1, 4)}`,
      sourceRemark: random.pick(['老客户介绍', '抖音线索', '设计师推荐', '展厅自然到店', '小区团购活动', '']),
      remark: '',
      nextFollowTime,
      lastFollowTime: null as Date | null,
      enabled: random.next() > 0.05,
      createTime: created,
      updateTime: created,
    };
  });

  // Follow-ups: up to four per customer, after it was created; the latest sets the customer's last time.
  const followRows: (Omit<typeof customerFollowups.$inferInsert, 'customerId'> & { index: number })[] = [];
  customerRows.forEach((customer, index) => {
    const span = Math.max(1, Math.floor((now.getTime() - customer.createTime.getTime()) / DAY));
    const times = Array.from(
      { length: random.int(0, 4) },
      () => new Date(now.getTime() - random.int(0, span) * DAY - random.int(600, 30_000) * 1000),
    ).sort((a, b) => a.getTime() - b.getTime());
    times.forEach((followTime, order) => {
      const last = order === times.length - 1;
      followRows.push({
        index,
        companyId,
        createdBy: customer.ownerId,
        followerId: customer.ownerId,
        method: random.int(1, 5),
        content: random.pick(CUSTOMER_NOTES),
        followTime,
        nextFollowTime: last ? customer.nextFollowTime : new Date(followTime.getTime() + random.int(2, 7) * DAY),
        createTime: followTime,
        updateTime: followTime,
      });
      if (last) customer.lastFollowTime = followTime;
    });
  });

  const insertedCustomers = await insertInBatches(tx, customers, customerRows, { id: customers.id });
  await insertInBatches(
    tx,
    customerFollowups,
    followRows.map(({ index, ...row }) => ({ ...row, customerId: insertedCustomers[index]!.id })),
  );

  const businessRows = Array.from({ length: sizes.business }, (_, index) => {
    const customerIndex = random.int(0, customerRows.length - 1);
    const customer = customerRows[customerIndex]!;
    const product = random.pick(PRODUCTS);
    const created = new Date(
      Math.max(customer.createTime.getTime(), now.getTime() - random.int(1, 120) * DAY - random.int(0, 30_000) * 1000),
    );
    const status = random.pick([0, 0, 1, 1, 2, 2, 5, 5, 3, 4]);
    const open = status !== 3 && status !== 4;
    const slot = Math.floor(index / owners.length);
    const nextFollowTime = open
      ? slot < 2
        ? new Date(now.getTime() + (slot === 0 ? 0 : 2) * DAY)
        : random.next() < 0.5
          ? new Date(now.getTime() + random.int(-3, 20) * DAY)
          : null
      : null;
    return {
      customerIndex,
      companyId,
      createdBy: customer.ownerId,
      ownerId: owners[index % owners.length]!.id,
      name: `${customer.name.replace(/有限公司|工作室/, '')}${product}项目`.slice(0, 100),
      status,
      intentDegree: random.pick([1, 2, 2, 3]),
      estimatedAmount: random.int(30, 800) * 100_000,
      expectedSignDate: new Date(now.getTime() + random.int(-20, 90) * DAY).toISOString().slice(0, 10),
      productInterests: `${product}、${random.pick(PRODUCTS)}`,
      nextFollowTime,
      lastFollowTime: null as Date | null,
      remark: '',
      createTime: created,
      updateTime: created,
    };
  });
  const businessFollowRows: (Omit<typeof businessFollowups.$inferInsert, 'businessId'> & { index: number })[] = [];
  businessRows.forEach((row, index) => {
    const span = Math.max(1, Math.floor((now.getTime() - row.createTime.getTime()) / DAY));
    const count = random.int(0, 3);
    for (let order = 0; order < count; order++) {
      const followTime = new Date(
        now.getTime() - Math.floor((span * (count - order)) / (count + 1)) * DAY - random.int(600, 30_000) * 1000,
      );
      const last = order === count - 1;
      businessFollowRows.push({
        index,
        companyId,
        createdBy: row.ownerId,
        followerId: row.ownerId,
        method: random.int(1, 5),
        content: random.pick(BUSINESS_NOTES),
        followTime,
        nextFollowTime: last ? row.nextFollowTime : new Date(followTime.getTime() + 3 * DAY),
        createTime: followTime,
        updateTime: followTime,
      });
      if (last) row.lastFollowTime = followTime;
    }
  });
  const insertedBusiness = await insertInBatches(
    tx,
    businessOpportunities,
    businessRows.map(({ customerIndex, ...row }) => ({ ...row, customerId: insertedCustomers[customerIndex]!.id })),
    { id: businessOpportunities.id },
  );
  await insertInBatches(
    tx,
    businessFollowups,
    businessFollowRows.map(({ index, ...row }) => ({ ...row, businessId: insertedBusiness[index]!.id })),
  );
}

async function insertInBatches<Row extends Record<string, unknown>>(
  tx: Db,
  table: Parameters<Db['insert']>[0],
  rows: Row[],
  returning?: { id: AnyPgColumn },
): Promise<{ id: number }[]> {
  const out: { id: number }[] = [];
  for (let from = 0; from < rows.length; from += 200) {
    const batch = rows.slice(from, from + 200);
    if (returning)
      out.push(
        ...((await tx
          .insert(table)
          .values(batch as never)
          .returning(returning as never)) as { id: number }[]),
      );
    else await tx.insert(table).values(batch as never);
  }
  return out;
}

/** Demo sales data: 300 customers of 示例影音科技 (张伟 and 李娜), 180 of 星河声学工程 (王强). */
export const salesDemoSeed: SeedStep = {
  name: '0004-sales-demo',
  async run(tx) {
    await seedSalesDemo(tx, 2, [{ id: 2 }, { id: 3 }], { customers: 300, business: 120 });
    await seedSalesDemo(tx, 3, [{ id: 4 }], { customers: 180, business: 70 });
  },
};
