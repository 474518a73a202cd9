import type { HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

interface RouteTableEntry {
  method: HTTPMethods;
  /** As Fastify has it: `:param` and `*`. */
  url: string;
  /** Left out of the OpenAPI document on purpose (the web app's catch-all, the docs themselves). */
  hidden: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the server answers, as registered: what the route-table tests check each route against. */
    routeTable: readonly RouteTableEntry[];
  }
}

/** Records each route as it is added; registered before the routes, so it sees them all. */
export default fp(
  async function routeTable(app) {
    const table: RouteTableEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const hidden = route.schema?.hide === true;
      for (const method of methods) table.push({ method, url: route.url, hidden });
    });
  },
  { name: 'route-table' },
);
