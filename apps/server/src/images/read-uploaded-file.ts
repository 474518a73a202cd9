import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

function multipartFailure(error: unknown): AppError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('IMAGE_TOO_LARGE', { message: 'The file is larger than 20 MB.', cause: error });
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('BAD_REQUEST', { message: 'Send one file per request.', cause: error });
  }
  if (error instanceof AppError) return error;
  return new AppError('BAD_REQUEST', { message: 'The multipart body could not be read.', cause: error });
}

/** The one uploaded file's name and bytes; 400 unless there is exactly one, in the field `file`. */
export async function readUploadedFile(
  request: FastifyRequest,
): Promise<{ filename: string; bytes: Buffer }> {
  let upload: { filename: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (upload) throw new AppError('BAD_REQUEST', { message: 'Send one file per request.' });
      if (part.fieldname !== 'file') {
        throw new AppError('IMAGE_MISSING', {
          message: `Send the image in the field 'file', not '${part.fieldname.slice(0, 50)}'.`,
        });
      }
      upload = { filename: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  if (!upload) throw new AppError('IMAGE_MISSING', { message: 'The multipart body has no file.' });
  if (upload.bytes.length === 0) throw new AppError('IMAGE_MISSING', { message: 'The file is empty.' });
  return upload;
}
