import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CalendarFileName } from '@eventsite/core';
import { matchesEtag } from '../../storage/send-stored-file';

/**
 * The attachment header of a calendar file: its ASCII name for every browser, and its name in the site's
 * own letters as RFC 6266's `filename*` when that differs.
 */
function calendarDisposition(name: CalendarFileName): string {
  const ascii = `attachment; filename="${name.ascii}"`;
  return name.unicode === null ? ascii : `${ascii}; filename*=UTF-8''${encodeURIComponent(name.unicode)}`;
}

/**
 * The file, or 304 when the browser's `If-None-Match` names its ETag; `build` runs only when needed. A file
 * read through a personal link is the household's: `personal` keeps shared caches from storing it.
 */
export function sendCalendar(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { etag: string; name: CalendarFileName; personal: boolean; build: () => string },
) {
  reply.header('etag', file.etag).header('cache-control', file.personal ? 'private, no-cache' : 'no-cache');
  if (matchesEtag(request, file.etag)) return reply.code(304).send();
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', calendarDisposition(file.name))
    .send(file.build());
}
