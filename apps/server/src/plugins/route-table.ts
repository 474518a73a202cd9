import type { HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

/** The folders of `routes/` whose one hook asks for a session: any account's, or the named site's owner's. */
type SessionRouteCaller = 'account' | 'owner';

interface RouteTableEntry {
  method: HTTPMethods;
  /** As Fastify has it: `:param` and `*`. */
  url: string;
  /** Left out of the OpenAPI document on purpose (the web app's catch-all, the docs themselves). */
  hidden: boolean;
  /** The session folder that registered it, so its folder's hook guards it; null outside those folders. */
  caller: SessionRouteCaller | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server answers, as registered: what the route-table tests check each route against. */
    routeTable: readonly RouteTableEntry[];
    /** Decorated by the `account` and `owner` route folders on their own context, read by the route table. */
    routeCaller?: SessionRouteCaller;
  }
}

/** Records each route as it is added; registered before the routes, so it sees them all. */
export default fp(
  async function routeTable(app) {
    const table: RouteTableEntry[] = [];
    app.decorate('routeTable', table);
    // `this` is the context the route is added in, so it sees the folder's decoration.
    app.addHook('onRoute', function record(route) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const hidden = route.schema?.hide === true;
      const caller = this.routeCaller ?? null;
      for (const method of methods) table.push({ method, url: route.url, hidden, caller });
    });
  },
  { name: 'route-table' },
);
