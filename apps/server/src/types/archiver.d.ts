// archiver ships no types; this is the little of its zip API the account export uses.
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  interface ZipArchive extends Transform {
    append(source: Readable | Buffer | string, data: { name: string; date?: Date }): this;
    finalize(): Promise<void>;
    abort(): this;
  }

  function archiver(format: 'zip', options?: { zlib?: { level?: number }; store?: boolean }): ZipArchive;
  export default archiver;
}
