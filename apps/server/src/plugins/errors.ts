import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError } from '../errors/app-error';
import type { ErrorCode } from '../errors/error-catalogue';

interface ValidationIssue {
  instancePath: string;
  message?: string;
}

/** "body.mail: Invalid email address; body.password: Too small …": names each field and its problem. */
function describeValidation(context: string, issues: ValidationIssue[]): string {
  return issues
    .map((issue) => {
      const field = [context, ...issue.instancePath.split('/').filter(Boolean)].join('.');
      return `${field}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** A restarting or failed-over PostgreSQL is usually back within seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Turns anything thrown into an AppError; unexpected errors become a generic 500 that reveals nothing. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('VALIDATION_FAILED', {
      message: describeValidation(error.validationContext ?? 'request', error.validation),
      cause: error,
    });
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    return new AppError('VALIDATION_FAILED', {
      message: describeValidation(fastifyError.validationContext ?? 'request', fastifyError.validation),
      cause: error,
    });
  }
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new AppError('MALFORMED_JSON', { message: 'The request body is not valid JSON.', cause: error });
  }
  const statusCode = fastifyError.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    return new AppError(CODE_BY_STATUS[statusCode] ?? 'BAD_REQUEST', {
      message: fastifyError.message ?? 'Bad request',
      cause: error,
    });
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError('SERVICE_UNAVAILABLE', {
      message: 'The database cannot be reached.',
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
      cause: error,
    });
  }
  return new AppError('INTERNAL', { message: 'An unexpected error occurred.', cause: error });
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const appError = toAppError(error);
  // A refusal while overloaded or cut off from the database is expected, not a bug: no stack trace.
  if (appError.statusCode === 503) request.log.warn({ code: appError.code }, appError.message);
  else if (appError.statusCode >= 500) request.log.error({ err: error }, 'Unexpected error');
  return reply
    .status(appError.statusCode)
    .headers(appError.headers)
    .send(appError.toResponse(request.server.config.brand));
}

/**
 * Validation with the core zod schemas, and one answer shape for every error (`decisions.md` §2): ours,
 * Fastify's own (bad JSON, too large, wrong media type, unknown route) and unexpected ones.
 */
export default fp(
  async function errors(app) {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
    app.setNotFoundHandler((request, reply) =>
      sendError(
        new AppError('NOT_FOUND', { message: `No route for ${request.method} ${request.url.slice(0, 200)}` }),
        request,
        reply,
      ),
    );
  },
  { name: 'errors' },
);
