import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { Server, type DataStore, type ServerOptions, type Upload } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityIdSchema, siteIdParamsSchema, textSchema } from '@eventsite/core';
import {
  guestPhotoUploadMetadataSchema,
  type GuestPhotoUploadMetadata,
} from '@eventsite/core/api/guest-photos';
import { GUEST_PHOTO_MODERATIONS, GUEST_VIDEO_MAX_BYTES } from '@eventsite/core/constants/guest-photos';
import { AppError } from '../../errors/app-error';
import {
  acceptGuestUpload,
  finishGuestUpload,
  type AcceptedUpload,
} from '../../guest-photos/accept-guest-upload';
import { guestPhotoDepsOf } from '../../guest-photos/guest-photo-deps';
import { processingQueue } from '../../guest-photos/processing-queue';
import { DatabaseUploadLocker } from '../../guest-photos/upload-locker';
import { assertGuestAccess } from '../../sites/guest-access';
import { siteDepsOf } from '../../sites/site-deps';
import { errorResponses } from '../error-responses';

/** A request waits this long for an upload another request (of any process) is writing. */
const UPLOAD_LOCK_TIMEOUT_MS = 30_000;

/** An unfinished upload is kept this long, then housekeeping's tus clean-up removes it. */
const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

const UPLOAD_PATH = /^\/api\/sites\/([^/]+)\/guest-photos\/uploads(?:\/([^/?]+))?/;

const uploadParamsSchema = z.object({
  siteId: entityIdSchema,
  uploadId: textSchema.regex(/^[0-9a-f]{32}$/, 'must be an upload id'),
});

const tusHeaders = z.object({ 'tus-resumable': z.literal('1.0.0') }).loose();

/** tus 1.0's `Upload-Metadata`: comma-separated `key base64value` pairs. */
function parseUploadMetadata(header: string | undefined): GuestPhotoUploadMetadata {
  const entries = (header ?? '')
    .split(',')
    .map((pair) => pair.trim().split(' '))
    .filter(([key]) => key)
    .map(([key = '', value = '']) => [key, Buffer.from(value, 'base64').toString('utf8')]);
  const parsed = guestPhotoUploadMetadataSchema.safeParse(Object.fromEntries(entries));
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', { message: `Upload-Metadata: ${parsed.error.message}` });
  }
  return parsed.data;
}

const acceptedSchema = z.object({
  siteId: entityIdSchema,
  moduleId: textSchema,
  householdId: textSchema.nullable(),
  uploader: textSchema,
  moderation: z.enum(GUEST_PHOTO_MODERATIONS),
  originalName: textSchema,
});

/** The accepted upload as the tus metadata keeps it (strings only); the post key is not kept. */
function metadataOf(accepted: AcceptedUpload): Record<string, string> {
  return { accepted: JSON.stringify(accepted) };
}

function acceptedOf(upload: Upload): AcceptedUpload | null {
  const parsed = acceptedSchema.safeParse(JSON.parse(upload.metadata?.accepted ?? 'null'));
  return parsed.success ? parsed.data : null;
}

/** A tus hook's error in the API's one error shape. */
function tusError(error: unknown, brand: Parameters<AppError['toResponse']>[0]) {
  const appError =
    error instanceof AppError
      ? error
      : new AppError('INTERNAL', { message: 'The upload failed.', cause: error });
  return { status_code: appError.statusCode, body: JSON.stringify(appError.toResponse(brand)) };
}

/**
 * tus 1.0 uploads of guests' photos (issue 38 item 2): `POST` creates (the checks run first, in Fastify, so
 * a refusal is the usual error shape), `PATCH` appends, `HEAD` tells the offset to resume from after a
 * dropped connection. Unfinished uploads wait in a tus store (a directory, or the S3 bucket with S3
 * storage); a finished one becomes a photo and its upload is removed.
 */
const guestPhotoUploads: FastifyPluginAsyncZod = async (app) => {
  const deps = guestPhotoDepsOf(app);
  const siteDeps = siteDepsOf(app);
  const settings = app.config.storage;
  const directory = join(app.config.dataDir, 'guest-photo-uploads');
  await mkdir(directory, { recursive: true });
  const datastore: DataStore =
    settings.provider === 's3' && app.config.guestPhotos.uploadStore === 'storage'
      ? new S3Store({
          expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
          // Expiry by object tags needs a lifecycle rule on the bucket; housekeeping-free setups skip it.
          useTags: false,
          s3ClientConfig: {
            bucket: settings.bucket,
            region: settings.region,
            endpoint: settings.endpoint,
            forcePathStyle: settings.forcePathStyle,
            ...(settings.credentials ? { credentials: settings.credentials } : {}),
          },
        })
      : new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  const accepted = new WeakMap<IncomingMessage, AcceptedUpload>();
  // Photos are made a few at a time, so sharp leaves the thread pool to the server's other requests.
  const processing = processingQueue(app.config.guestPhotos.processing);
  const nodeRequestOf = (request: Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0]) =>
    (request as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;

  /** The finished upload as a file on this disk: the file store's own, or a copy of the S3 object. */
  async function withUploadFile<T>(upload: Upload, use: (path: string) => Promise<T>): Promise<T> {
    if (datastore instanceof FileStore) return use(join(directory, upload.id));
    const temporary = await mkdtemp(join(directory, 'finish-'));
    try {
      const path = join(temporary, 'upload');
      await pipeline(await (datastore as S3Store).read(upload.id), createWriteStream(path));
      return await use(path);
    } finally {
      await rm(temporary, { recursive: true, force: true });
    }
  }

  // Several processes may share the store: an upload's lock is the database's, not this process's alone.
  const uploadLocks = app.advisoryLocks('eventsite:tus-upload');
  const locker = new DatabaseUploadLocker(uploadLocks, {
    acquireTimeoutMs: UPLOAD_LOCK_TIMEOUT_MS,
    retryMs: 200,
    busy: () => tusError(new AppError('GUEST_PHOTO_UPLOAD_BUSY'), app.config.brand),
  });

  const tus = new Server({
    // Only a placeholder: each site's uploads have their own path, named by the two functions below.
    path: '/api/sites/guest-photos/uploads',
    datastore,
    locker,
    maxSize: GUEST_VIDEO_MAX_BYTES,
    relativeLocation: true,
    // The API grants no cross-site calls (`decisions.md` §4).
    allowedOrigins: () => false,
    generateUrl: (request, { id }) => {
      const siteId = UPLOAD_PATH.exec(new URL(request.url).pathname)?.[1] ?? '';
      return `/api/sites/${siteId}/guest-photos/uploads/${id}`;
    },
    getFileIdFromRequest: (request) => UPLOAD_PATH.exec(new URL(request.url).pathname)?.[2],
    onUploadCreate: async (request) => {
      const node = nodeRequestOf(request);
      const upload = node ? accepted.get(node) : undefined;
      if (!upload) throw tusError(new AppError('BAD_REQUEST'), app.config.brand);
      return { metadata: metadataOf(upload) };
    },
    onUploadFinish: async (_request, upload) => {
      const acceptedUpload = acceptedOf(upload);
      try {
        if (!acceptedUpload) throw new AppError('NOT_FOUND', { message: 'No such upload.' });
        await processing(() =>
          withUploadFile(upload, async (path) =>
            finishGuestUpload(deps, acceptedUpload, { path, size: (await stat(path)).size }),
          ),
        );
        return {};
      } catch (error) {
        if (!(error instanceof AppError)) app.log.error({ err: error }, 'A guest photo could not be stored');
        throw tusError(error, app.config.brand);
      } finally {
        await datastore.remove(upload.id).catch(() => undefined);
      }
    },
  });

  /** Fastify has read nothing of the body: the tus server streams it to the store. */
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  async function handOver(request: FastifyRequest, reply: FastifyReply) {
    reply.hijack();
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    await tus.handle(request.raw, reply.raw);
  }

  /** PATCH and HEAD only reach uploads of the site their path names. */
  async function requireUpload(siteId: string, uploadId: string): Promise<void> {
    const upload = await datastore.getUpload(uploadId).catch(() => null);
    if (!upload || acceptedOf(upload)?.siteId !== siteId) {
      throw new AppError('NOT_FOUND', { message: 'No such upload.' });
    }
  }

  const docs = { tags: ['guest photos'] };

  app.post(
    '/sites/:siteId/guest-photos/uploads',
    {
      config: { tus: true },
      onRequest: app.rateLimit('guest-photo'),
      schema: {
        ...docs,
        summary: 'Start a guest’s photo or video upload (tus 1.0 creation)',
        description:
          'tus 1.0 creation: `Tus-Resumable: 1.0.0`, `Upload-Length` (bytes) and `Upload-Metadata` with base64 ' +
          '`filename`, `postKey` (from `/api/form-submissions/post-key`, shared by one upload session), ' +
          'optional `name`, `householdToken` (a personal link’s) and `filetype`. Answers 201 with `Location`, ' +
          'the upload’s URL for `PATCH` and `HEAD`. Refused before any byte: 409 `GUEST_PHOTOS_CLOSED` (no ' +
          'gallery takes photos, or outside its opening and closing times on the market’s clock), 413 ' +
          '`GUEST_PHOTO_TOO_LARGE` (over 50 MB for a photo, 200 MB for a video), 409 ' +
          '`GUEST_PHOTOS_LIMIT_REACHED` (the site’s room), 400 for a post key unknown, expired or too new, 429 ' +
          'per IP and per site.',
        params: siteIdParamsSchema,
        headers: tusHeaders,
        response: { 201: z.null(), ...errorResponses(400, 401, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { siteId } = request.params;
      await assertGuestAccess(siteDeps, request, siteId);
      const length = Number(request.headers['upload-length']);
      if (!Number.isSafeInteger(length) || length < 1) {
        throw new AppError('VALIDATION_FAILED', {
          message: 'Upload-Length must be the file’s size in bytes.',
        });
      }
      const metadata = parseUploadMetadata(request.headers['upload-metadata'] as string | undefined);
      accepted.set(request.raw, await acceptGuestUpload(deps, siteId, length, metadata));
      await handOver(request, reply);
    },
  );

  const patchOrHead = async (
    request: FastifyRequest<{ Params: z.infer<typeof uploadParamsSchema> }>,
    reply: FastifyReply,
  ) => {
    await requireUpload(request.params.siteId, request.params.uploadId);
    await handOver(request, reply);
  };
  const uploadRoute = {
    config: { tus: true },
    schema: {
      ...docs,
      summary: 'Send the next bytes of an upload (tus 1.0 PATCH; HEAD asks how far it got)',
      description:
        'tus 1.0: `PATCH` with `Upload-Offset` and `content-type: application/offset+octet-stream` appends; ' +
        '`HEAD` on the same URL answers `Upload-Offset` and `Upload-Length`, the offset to resume from after ' +
        'a dropped connection. The last bytes make the photo: 415 `GUEST_PHOTO_UNREADABLE` for a file that ' +
        'is no photo or video (nothing is kept), 413 `GUEST_PHOTO_TOO_LARGE` for a video over 2 minutes, 423 ' +
        '`GUEST_PHOTO_UPLOAD_BUSY` while another request (of any server process) still writes it. An ' +
        'unfinished upload is kept for a day.',
      params: uploadParamsSchema,
      headers: tusHeaders,
      response: { 204: z.null(), ...errorResponses(400, 404, 409, 413, 415, 423) },
    },
  };
  app.patch('/sites/:siteId/guest-photos/uploads/:uploadId', uploadRoute, patchOrHead);
  // HEAD is part of the PATCH route's documentation, as Fastify's own HEAD routes are.
  app.head(
    '/sites/:siteId/guest-photos/uploads/:uploadId',
    { ...uploadRoute, schema: { ...uploadRoute.schema, hide: true } },
    patchOrHead,
  );

  app.addHook('onClose', async () => {
    await datastore.deleteExpired().catch(() => 0);
    await uploadLocks.close();
  });
};

export default guestPhotoUploads;
