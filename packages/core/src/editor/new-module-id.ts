/** The Web Crypto API that browsers and Node 20 both have; core is built without DOM or Node types. */
declare const crypto: { randomUUID(): string };

/** A fresh module id, unique across sites and sessions without asking the server. */
export function newModuleId(): string {
  return `m-${crypto.randomUUID()}`;
}
