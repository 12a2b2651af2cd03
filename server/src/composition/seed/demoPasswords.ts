import { verify } from '@node-rs/argon2';
import { inArray } from 'drizzle-orm';
import { users } from '../../db/accountTables';
import type { Db } from '../../db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { FIELD_ENGINEER } from './fieldEngineerDemo';

/** Every demo sign-in, as the start-up lines and the README list them. */
export const DEMO_LOGINS: readonly { phone: string; note: string }[] = [...DEMO_ACCOUNTS, FIELD_ENGINEER];

/** The demo accounts that still sign in with the password the README publishes. */
export async function demoAccountsOnDemoPassword(db: Db): Promise<string[]> {
  const rows = await db
    .select({ username: users.username, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.username,
        DEMO_LOGINS.map((account) => account.phone),
      ),
    );
  const checked = await Promise.all(
    rows.map(async (row) => ((await verify(row.passwordHash, DEMO_PASSWORD)) ? row.username : null)),
  );
  return checked.filter((username): username is string => username !== null).sort();
}

/**
 * Why a server other machines can reach must not start: demo accounts, the platform's administrator among them,
 * still open with the published password. Null when it may start.
 */
export function demoPasswordRefusal(exposedBy: string, accounts: string[]): string | null {
  if (!accounts.length) return null;
  return (
    `服务器可被其他机器访问（${exposedBy}），但演示账号 ${accounts.join('、')} 仍使用公开的演示密码 ${DEMO_PASSWORD}。` +
    `请先在本机（HOST=127.0.0.1）启动并修改这些账号的密码，或设置 ALLOW_DEMO_PASSWORDS=true 明确允许。` +
    ` / The server is reachable from other machines (${exposedBy}) while demo accounts ${accounts.join(', ')} still` +
    ` use the published password: change them on a local start first, or set ALLOW_DEMO_PASSWORDS=true on purpose.`
  );
}
