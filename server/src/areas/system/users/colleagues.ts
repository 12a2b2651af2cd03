import { and, asc, eq } from 'drizzle-orm';
import type { App, AppContext } from '../../../context';
import { authOf } from '../../../http/callerAuth';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';

/**
 * The people a record may be given to (负责人, 项目经理, 设计师, 项目成员): the company's enabled users, in this
 * picker and in every form that names one (`userResource`'s `namedFrom`).
 */
export const workingColleagues = () => eq(users.enabled, true);

/**
 * `GET /api/users/options`: the enabled people of the caller's company, as owner and follower pickers list
 * them (`{id, name}`). Any signed-in user may ask: it is who they work with, not the user administration.
 */
export async function colleagueRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/api/users/options',
    { schema: { summary: '同事选项', operationId: 'colleagueOptions' } },
    async (request) => {
      const auth = authOf(request);
      return ctx.database.db
        .select({ id: users.id, name: userName(users, 'name') })
        .from(users)
        .where(and(eq(users.companyId, auth.company.id), workingColleagues()))
        .orderBy(asc(users.id));
    },
  );
}
