/** One picked file on its way to the hosts (issue 38 item 2). */
export interface PhotoUpload {
  id: string;
  fileName: string;
  kind: 'image' | 'video';
  /** Bytes in all, and how many the server has. */
  size: number;
  sent: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  /** Why it failed, in the guest's language: the server's own text, or the connection's. */
  error: string | null;
  /** A failure the server decided (closed, full, not a photo): trying again cannot help. */
  final: boolean;
}

export type PhotoUploadAction =
  | { type: 'add'; uploads: readonly PhotoUpload[] }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; sent: number }
  | { type: 'done'; id: string }
  | { type: 'failed'; id: string; error: string; final: boolean }
  | { type: 'retry'; id: string };

function change(uploads: readonly PhotoUpload[], id: string, update: Partial<PhotoUpload>): PhotoUpload[] {
  return uploads.map((upload) => (upload.id === id ? { ...upload, ...update } : upload));
}

/** The list of a guest's uploads: each waits its turn, runs with its progress, and is done or failed. */
export function photoUploadsReducer(
  uploads: readonly PhotoUpload[],
  action: PhotoUploadAction,
): PhotoUpload[] {
  switch (action.type) {
    case 'add':
      return [...uploads, ...action.uploads];
    case 'start':
      return change(uploads, action.id, { state: 'uploading', error: null });
    case 'progress':
      return change(uploads, action.id, { sent: action.sent });
    case 'done':
      return uploads.map((upload) =>
        upload.id === action.id ? { ...upload, state: 'done', sent: upload.size, error: null } : upload,
      );
    case 'failed':
      return change(uploads, action.id, { state: 'failed', error: action.error, final: action.final });
    case 'retry':
      return change(uploads, action.id, { state: 'waiting', error: null, final: false });
  }
}

/** How many files run at once: a phone's upload is shared, and a file done early is a file safe. */
const PARALLEL_UPLOADS = 2;

/** The uploads to start now: the first waiting ones, as many as there is room for beside those running. */
export function uploadsToStart(uploads: readonly PhotoUpload[]): PhotoUpload[] {
  const running = uploads.filter(({ state }) => state === 'uploading').length;
  return uploads.filter(({ state }) => state === 'waiting').slice(0, Math.max(PARALLEL_UPLOADS - running, 0));
}

/** The share sent, in whole per cent; a running upload shows 99 until the server has it all. */
export function percentSent(upload: Pick<PhotoUpload, 'sent' | 'size' | 'state'>): number {
  if (upload.state === 'done') return 100;
  if (upload.size === 0) return 0;
  return Math.min(Math.floor((upload.sent / upload.size) * 100), 99);
}
