import { and, asc, eq } from 'drizzle-orm';
import type { App, AppContext } from '../../../context';
import { authOf } from '../../../http/callerAuth';
import { users } from '../../../platform/accounts/schema';
import { userName } from '../../../platform/accounts/userName';

/**
 * `GET /api/users/options`: the enabled people of the caller's company, as owner and follower pickers list
 * them (`{id, name}`). Any signed-in user may ask: it is who they work with, not the user administration.
 */
export async function colleagueRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get('/api/users/options', async (request) => {
    const auth = authOf(request);
    return ctx.database.db
      .select({ id: users.id, name: userName(users, 'name') })
      .from(users)
      .where(and(eq(users.companyId, auth.company.id), eq(users.enabled, true)))
      .orderBy(asc(users.id));
  });
}
