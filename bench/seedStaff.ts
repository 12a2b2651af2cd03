import { sql } from 'drizzle-orm';
import type { Database } from '../server/src/db/client';

/** The first of the staff numbers seedStaff adds: 13700000000, 13700000001, … */
export const STAFF_PHONE_BASE = 13_700_000_000;

/**
 * Adds `count` staff to the company of `template` (a demo phone), each a copy of that user (department, roles,
 * password) under the phone STAFF_PHONE_BASE + i. A sign-in load is many people signing in at once: one account
 * takes at most five password checks at a time (the try limit), so fifty connections on one account measure
 * the limit's 429, not a sign-in.
 */
export async function seedStaff(database: Database, template: string, count: number): Promise<void> {
  await database.db.execute(sql`
    with template as (select * from users where username = ${template}),
    staff as (
      insert into users (company_id, dept_id, username, phone, nick_name, password_hash)
      select t.company_id, t.dept_id, (${STAFF_PHONE_BASE}::bigint + i)::text, (${STAFF_PHONE_BASE}::bigint + i)::text,
        '员工' || i, t.password_hash
      from template t, generate_series(0, ${count - 1}) as i
      returning id)
    insert into user_roles (user_id, role_id)
    select staff.id, r.role_id
    from staff, user_roles r, template t
    where r.user_id = t.id`);
}
