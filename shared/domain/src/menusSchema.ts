import type { MenuRoute } from './menus';
import { z } from './zod';

/**
 * `GET /api/menus/build`: the route tree of the signed-in user. A tree refers to itself, so it is a named
 * component of the API's OpenAPI document (`#/components/schemas/MenuRoute`).
 */
export const menuRouteSchema: z.ZodType<MenuRoute> = z
  .lazy(() =>
    z.object({
      name: z.string(),
      path: z.string(),
      hidden: z.boolean(),
      redirect: z.string().optional(),
      component: z.string(),
      alwaysShow: z.boolean().optional(),
      meta: z.object({ title: z.string(), icon: z.string(), noCache: z.boolean(), link: z.string().optional() }),
      children: z.array(menuRouteSchema).optional(),
    }),
  )
  .meta({ id: 'MenuRoute' });
export const menuRoutesSchema = z.array(menuRouteSchema);
