import type { ESLint } from 'eslint';

/** `siteHosts` → `site_hosts`: a table's name in SQL. */
export function sqlNameOf(tableKey: string): string;
declare const plugin: ESLint.Plugin;
export default plugin;
