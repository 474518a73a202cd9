import { imageSchema, type Image } from '@eventsite/core/schemas/image';
import { ApiError } from '../../lib/api-client';

export interface UploadImageOptions {
  /** Called with the share sent so far, 0 to 1, as the browser reports it. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Uploads one image file to `path` (`002` §7 `POST …/upload-image` or a print's `…/image-upload`, multipart
 * field `file`). It uses XMLHttpRequest
 * because `fetch` does not report how much of a request body has been sent. Resolves with the stored image;
 * a failed answer rejects with an `ApiError` carrying the server's error response.
 */
export function uploadImage(
  path: string,
  file: File,
  { onProgress, signal }: UploadImageOptions = {},
): Promise<Image> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = parseBody(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError('POST', path, request.status, body));
        return;
      }
      const image = imageSchema.safeParse(body);
      if (image.success) resolve(image.data);
      else reject(new ApiError('POST', path, request.status, body));
    });
    // Like fetch, a request that got no answer at all rejects with a TypeError.
    request.addEventListener('error', () => reject(new TypeError(`POST ${path} failed: no answer`)));
    request.addEventListener('abort', () =>
      reject(new DOMException('The upload was cancelled', 'AbortError')),
    );
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
