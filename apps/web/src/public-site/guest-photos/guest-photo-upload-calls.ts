import { Upload, type DetailedError } from 'tus-js-client';

export interface PhotoUploadRequest {
  siteId: string;
  file: File;
  postKey: string;
  name: string;
  householdToken: string | null;
  /** The guest's language, for the server's refusal texts. */
  language: string;
  onProgress: (sent: number) => void;
  onSuccess: () => void;
  /** `final`: the server refused the file (closed, full, not a photo); another try cannot help. */
  onError: (error: { text: string | null; final: boolean }) => void;
}

/** The server's refusals that another try cannot mend (issue 38 contract, the error catalogue). */
const FINAL_CODES = new Set([
  'GUEST_PHOTOS_CLOSED',
  'GUEST_PHOTOS_LIMIT_REACHED',
  'GUEST_PHOTO_UNREADABLE',
  'GUEST_PHOTO_TOO_LARGE',
  'NOT_FOUND',
]);

/**
 * After a lost connection tus asks the server where the file stands and goes on from there; these are
 * the waits between tries (about two minutes in all), long enough for a phone that slept or changed network.
 */
const RETRY_DELAYS = [0, 1000, 2000, 4000, 8000, 15000, 30000, 60000];

/** Parts of this size are sent one request each: a cut connection loses at most one part. */
const CHUNK_BYTES = 4 * 1024 * 1024;

interface Refusal {
  code: string;
  text: string | null;
}

/** The server's error answer (core's error shape), read by hand: zod has no place on a guest's page. */
function refusalOf(error: Error | DetailedError, language: string): Refusal | null {
  const body = 'originalResponse' in error ? error.originalResponse?.getBody() : undefined;
  if (!body) return null;
  try {
    const answer: unknown = JSON.parse(body);
    if (
      typeof answer !== 'object' ||
      answer === null ||
      !('code' in answer) ||
      typeof answer.code !== 'string'
    )
      return null;
    const descriptions =
      'errorDescription' in answer &&
      typeof answer.errorDescription === 'object' &&
      answer.errorDescription !== null
        ? (answer.errorDescription as Record<string, unknown>)
        : {};
    const text = descriptions[language] ?? descriptions.en ?? descriptions.sv;
    return { code: answer.code, text: typeof text === 'string' ? text : null };
  } catch {
    return null;
  }
}

/**
 * Sends one file by tus 1.0 to `/api/sites/{siteId}/guest-photos/uploads` (issue 38 contract). The upload's
 * address is kept in the browser's storage by the file's fingerprint, so the same file picked again after a
 * reload or a sleeping phone goes on from where the server has it. Answers a function that stops it.
 */
export async function startPhotoUpload(request: PhotoUploadRequest): Promise<() => void> {
  const { file } = request;
  const upload = new Upload(file, {
    endpoint: `/api/sites/${encodeURIComponent(request.siteId)}/guest-photos/uploads`,
    retryDelays: RETRY_DELAYS,
    chunkSize: CHUNK_BYTES,
    removeFingerprintOnSuccess: true,
    metadata: {
      filename: file.name,
      filetype: file.type,
      postKey: request.postKey,
      name: request.name,
      ...(request.householdToken ? { householdToken: request.householdToken } : {}),
    },
    onProgress: (sent) => request.onProgress(sent),
    onSuccess: () => request.onSuccess(),
    onShouldRetry: (error) => {
      const refusal = refusalOf(error, request.language);
      if (refusal !== null && FINAL_CODES.has(refusal.code)) return false;
      const status = 'originalResponse' in error ? (error.originalResponse?.getStatus() ?? 0) : 0;
      return status === 0 || status >= 500 || status === 409 || status === 423 || status === 429;
    },
    onError: (error) => {
      const refusal = refusalOf(error, request.language);
      request.onError({
        text: refusal?.text ?? null,
        final: refusal !== null && FINAL_CODES.has(refusal.code),
      });
    },
  });
  const previous = await upload.findPreviousUploads();
  const [latest] = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime));
  if (latest) upload.resumeFromPreviousUpload(latest);
  upload.start();
  return () => void upload.abort();
}
