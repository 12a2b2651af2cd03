import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';

/**
 * Adds `rows` customers to a company in one statement, with varied names (ten prefixes × ten trades, so a
 * two-character word such as 锦绣 matches a tenth of them), phones, dictionary values and dates; then vacuums,
 * as autovacuum leaves a table in steady use (statistics and the visibility map for index-only counts).
 */
export async function seedCustomers(database: Database, companyId: number, rows: number): Promise<void> {
  await database.db.execute(sql`
    insert into customers (company_id, name, channel_type, channel_status, intent_degree, contact_name, phone,
      region, owner_id, next_follow_time, create_time, update_time)
    select ${companyId},
      (array['华府','锦绣','星河','金地','万科','保利','龙湖','绿城','融创','招商'])[1 + i % 10]
        || (array['家居','装饰','设计','影音','智能','建材','地产','酒店','会所','别墅'])[1 + (i / 10) % 10]
        || i,
      1 + i % 9, 1 + i % 6, 1 + i % 4,
      (array['张','王','李','赵','陈','刘','杨','黄'])[1 + i % 8] || '先生',
      '139' || lpad(((i * 37) % ${rows})::text, 8, '0'), -- numbers unrelated to the order of entry
      '广东省深圳市', null,
      case when i % 3 = 0 then now() + (i % 30) * interval '1 day' end,
      now() - (i % 365) * interval '1 day', now()
    from generate_series(1, ${rows}) as i`);
  await database.db.execute(sql`vacuum analyze customers`);
}
