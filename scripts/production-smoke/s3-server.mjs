// An S3-compatible server for the production smoke test: s3rver on S3_PORT with one empty bucket, files
// under S3_DIR. It accepts s3rver's fixed keys (S3RVER / S3RVER). Stops on SIGTERM.
import S3rver from 's3rver';

const server = new S3rver({
  port: Number(process.env.S3_PORT),
  address: '127.0.0.1',
  silent: true,
  directory: process.env.S3_DIR,
  configureBuckets: [{ name: process.env.S3_BUCKET, configs: [] }],
});
await server.run();
console.log(`s3rver listening on 127.0.0.1:${process.env.S3_PORT}`);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
