import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, with quoted-printable soft line breaks and escapes undone. */
  data: string;
}

export interface FakeSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** While true every MAIL command is refused with a temporary error, like a server that is down. */
  refusing: boolean;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'binary',
  ).toString('utf8');
}

/** Just enough SMTP for nodemailer (EHLO, MAIL, RCPT, DATA, RSET, QUIT), without TLS or authentication. */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const sockets = new Set<Socket>();
  const state: FakeSmtpServer = {
    url: '',
    received: [],
    refusing: false,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (state.received.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} mails, got ${state.received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return state.received;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('binary');
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          inData = false;
          state.received.push({ ...envelope, data: decodeQuotedPrintable(data) });
          envelope = { from: '', to: [] };
          reply('250 2.0.0 Queued');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') reply('250-fake.localhost\r\n250 8BITMIME');
        else if (command === 'HELO') reply('250 fake.localhost');
        else if (command === 'MAIL') {
          if (state.refusing) reply('451 4.3.0 Try again later');
          else {
            envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
            reply('250 2.1.0 OK');
          }
        } else if (command === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 OK');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 2.0.0 OK');
        } else if (command === 'NOOP') reply('250 2.0.0 OK');
        else if (command === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not recognised');
      }
    });
    reply('220 fake.localhost ESMTP');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

/** A port nothing listens on, for an SMTP server that cannot be reached. */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
