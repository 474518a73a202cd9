import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@eventsite/core';
import { sessionCookieName } from '../accounts/session-cookie';

const DOCS_PREFIX = '/api/docs';

/** Schemas shown once under `components` and referenced from every route, instead of repeated inline. */
const sharedSchemas = z.registry<{ id: string }>();
sharedSchemas.add(errorResponseSchema, { id: 'ErrorResponse' });

/** The OpenAPI document, generated from the same zod schemas that validate the requests (`decisions.md` §2). */
export default fp(
  async function openapi(app) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${app.config.productName} API`,
          description:
            'Every error answer is `{ isErrorResponse: true, code, errorDescription: { sv, en, da }, message }`; ' +
            '`code` (for example `SITE_VERSION_CONFLICT`) is stable and names the error, the texts are for people. ' +
            'Calls that change something (POST, PUT, PATCH, DELETE) need `content-type: application/json` ' +
            '(send `{}` when there is nothing to say) or a multipart upload; anything else is answered 415.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(app.config.secureCookies) },
          },
        },
      },
      transform: createJsonSchemaTransform({ schemaRegistry: sharedSchemas }),
      transformObject: createJsonSchemaTransformObject({ schemaRegistry: sharedSchemas }),
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { validatorUrl: null } });
  },
  { name: 'openapi', dependencies: ['config'] },
);
