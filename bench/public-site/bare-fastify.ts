/**
 * The floor to compare the public JSON read with: a Fastify server with one route that answers bytes it
 * holds in memory, with the headers the real server sent. Run as its own process by bench/public-site:
 * `node --import tsx bare-fastify.ts <answer.json> <port>`.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

interface StoredAnswer {
  headers: [string, string][];
  bodyBase64: string;
}

const [answerFile, port] = process.argv.slice(2);
if (!answerFile || !port) throw new Error('usage: bare-fastify.ts <answer.json> <port>');
const answer = JSON.parse(readFileSync(answerFile, 'utf8')) as StoredAnswer;
const body = Buffer.from(answer.bodyBase64, 'base64');

const app = Fastify({ logger: false });
app.get('/json', (_request, reply) => {
  for (const [name, value] of answer.headers) reply.header(name, value);
  return reply.send(body);
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
