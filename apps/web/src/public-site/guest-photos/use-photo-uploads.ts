import { useCallback, useEffect, useReducer, useRef } from 'react';
import { fetchPostKey } from '../../modules/shared/guest-submission';
import type * as UploadCalls from './guest-photo-upload-calls';
import { guestPhotosText } from './guest-photos-texts';
import { photoUploadsReducer, uploadsToStart, type PhotoUpload } from './photo-uploads';

/** A post key is good for an upload only once it is a few seconds old (the server's anti-spam rule). */
const POST_KEY_AGE_MS = 3500;

interface PostKey {
  key: string;
  fetchedAt: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The tus client and its code load when the guest first picks a file, never with the page; once. */
let uploadCalls: Promise<typeof UploadCalls> | null = null;
function loadUploadCalls() {
  uploadCalls ??= import('./guest-photo-upload-calls').catch((error: unknown) => {
    uploadCalls = null;
    throw error;
  });
  return uploadCalls;
}

export interface PhotoUploadsOptions {
  siteId: string;
  language: string;
  /** What the uploads carry besides the file, read when each one starts. */
  uploader: () => { name: string; householdToken: string | null };
}

/**
 * The guest's uploads (issue 38 item 2): the post key of the session fetched once the page runs, the picked
 * files sent two at a time, each with its progress, a failed one tried again on a tap or, after a lost
 * connection, as soon as the phone is online again.
 */
export function usePhotoUploads({ siteId, language, uploader }: PhotoUploadsOptions) {
  const [uploads, dispatch] = useReducer(photoUploadsReducer, []);
  const files = useRef(new Map<string, File>());
  const postKey = useRef<Promise<PostKey> | null>(null);
  // The uploads under way, by id: each is started once per try, however often the list renders.
  const stops = useRef(new Map<string, () => void>());
  const running = useRef(new Set<string>());
  const readUploader = useRef(uploader);
  readUploader.current = uploader;

  const sessionKey = useCallback((): Promise<PostKey> => {
    postKey.current ??= fetchPostKey('form-submissions').then(
      (key) => ({ key, fetchedAt: Date.now() }),
      (error: unknown) => {
        postKey.current = null;
        throw error;
      },
    );
    return postKey.current;
  }, []);

  useEffect(() => {
    void sessionKey().catch(() => undefined);
  }, [sessionKey]);

  const start = useCallback(
    async (upload: PhotoUpload) => {
      const file = files.current.get(upload.id);
      if (!file || running.current.has(upload.id)) return;
      running.current.add(upload.id);
      dispatch({ type: 'start', id: upload.id });
      const fail = (text: string | null, final: boolean) => {
        running.current.delete(upload.id);
        stops.current.delete(upload.id);
        dispatch({
          type: 'failed',
          id: upload.id,
          error: text ?? guestPhotosText('networkFailed', language),
          final,
        });
      };
      try {
        const [{ startPhotoUpload }, key] = await Promise.all([loadUploadCalls(), sessionKey()]);
        const young = key.fetchedAt + POST_KEY_AGE_MS - Date.now();
        if (young > 0) await wait(young);
        const { name, householdToken } = readUploader.current();
        const stop = await startPhotoUpload({
          siteId,
          file,
          postKey: key.key,
          name,
          householdToken,
          language,
          onProgress: (sent) => dispatch({ type: 'progress', id: upload.id, sent }),
          onSuccess: () => {
            running.current.delete(upload.id);
            stops.current.delete(upload.id);
            dispatch({ type: 'done', id: upload.id });
          },
          onError: ({ text, final }) => fail(text, final),
        });
        if (running.current.has(upload.id)) stops.current.set(upload.id, stop);
      } catch {
        fail(null, false);
      }
    },
    [siteId, language, sessionKey],
  );

  useEffect(() => {
    for (const upload of uploadsToStart(uploads)) void start(upload);
  }, [uploads, start]);

  // A connection lost past tus's own tries: everything that failed by it goes again once the phone is online.
  const failedByConnection = uploads.filter(({ state, final }) => state === 'failed' && !final);
  const failedIds = failedByConnection.map(({ id }) => id).join(',');
  useEffect(() => {
    if (failedIds === '') return;
    const retryAll = () => failedIds.split(',').forEach((id) => dispatch({ type: 'retry', id }));
    window.addEventListener('online', retryAll);
    return () => window.removeEventListener('online', retryAll);
  }, [failedIds]);

  useEffect(() => {
    const running = stops.current;
    return () => running.forEach((stop) => stop());
  }, []);

  const add = useCallback((picked: readonly File[]) => {
    const added = picked.map((file): PhotoUpload => {
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      files.current.set(id, file);
      return {
        id,
        fileName: file.name,
        kind: file.type.startsWith('video/') ? 'video' : 'image',
        size: file.size,
        sent: 0,
        state: 'waiting',
        error: null,
        final: false,
      };
    });
    dispatch({ type: 'add', uploads: added });
  }, []);

  const retry = useCallback((id: string) => dispatch({ type: 'retry', id }), []);

  /** The picked file of an upload, for its thumbnail. */
  const fileOf = useCallback((id: string) => files.current.get(id) ?? null, []);

  return { uploads, add, retry, fileOf };
}
