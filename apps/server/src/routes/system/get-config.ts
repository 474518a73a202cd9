import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfigSchema } from '@eventsite/core';
import { toAppConfig } from '../../config';

const getConfig: FastifyPluginAsyncZod = async (app) => {
  const appConfig = toAppConfig(app.config);
  app.get(
    '/api/config',
    {
      schema: {
        summary: "The brand's start-up settings for the web app",
        tags: ['config'],
        response: { 200: appConfigSchema },
      },
    },
    async () => appConfig,
  );
};

export default getConfig;
