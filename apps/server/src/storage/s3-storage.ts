import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  contentTypeOf,
  isValidStorageKey,
  type ByteRange,
  type Storage,
  type StoredEntry,
  type StoredFile,
  type StoredFileInfo,
} from './storage';

/** Where an S3-compatible storage keeps the files (`decisions.md` §6). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, …); AWS S3 when undefined. */
  endpoint: string | undefined;
  /** Path-style addresses (`endpoint/bucket/key`), which most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Explicit keys; without them the SDK's own credential chain (environment, instance role) is used. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Put before every key, so that one bucket can hold several installations. */
  prefix: string;
}

/** True for the SDK's "there is no such object" answers (a HEAD answers 404 without a body). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (typeof error === 'object' &&
      error !== null &&
      '$metadata' in error &&
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
  );
}

/** The storage in an S3-compatible bucket; the same keys and rules as the local directory. */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
    });
  }

  private objectKey(key: string): string {
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const contentType = contentTypeOf(key);
    if (!isValidStorageKey(key) || contentType === undefined) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  /** One PUT with the file's length, streamed from the disk (S3 takes up to 5 GB so). */
  async putFile(key: string, path: string): Promise<void> {
    const contentType = contentTypeOf(key);
    if (!isValidStorageKey(key) || contentType === undefined) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    const { size } = await stat(path);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: createReadStream(path),
        ContentType: contentType,
        ContentLength: size,
      }),
    );
  }

  /** A range is S3's own `Range` (only those bytes leave the bucket); the whole size is in `Content-Range`. */
  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    const contentType = contentTypeOf(key);
    if (!isValidStorageKey(key) || contentType === undefined) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: this.objectKey(key),
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a stream`);
      const whole = /\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1];
      return {
        stream: answer.Body,
        size: whole === undefined ? (answer.ContentLength ?? 0) : Number(whole),
        modifiedAt: answer.LastModified ?? new Date(0),
        contentType,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async info(key: string): Promise<StoredFileInfo | null> {
    const contentType = contentTypeOf(key);
    if (!isValidStorageKey(key) || contentType === undefined) return null;
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      return {
        size: answer.ContentLength ?? 0,
        modifiedAt: answer.LastModified ?? new Date(0),
        contentType,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidStorageKey(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async list(folder: string): Promise<StoredEntry[]> {
    const entries: StoredEntry[] = [];
    const prefix = this.objectKey(`${folder}/`);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: prefix,
          Delimiter: '/',
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.config.prefix.length);
        if (key && isValidStorageKey(key))
          entries.push({ key, modifiedAt: object.LastModified ?? new Date(0) });
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
    return entries;
  }

  async delete(key: string): Promise<void> {
    if (!isValidStorageKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  /** Closes the client's connections (at server shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}
