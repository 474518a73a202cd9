import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dnsInstructionsSchema,
  domainAvailabilityResponseSchema,
  domainAvailableParamsSchema,
  domainRegistrationParamsSchema,
  domainRegistrationResponseSchema,
  includedDomainRegistrationRequestSchema,
  setHostRequestSchema,
  setHostResponseSchema,
  siteIdParamsSchema,
  subdomainAvailabilityResponseSchema,
  subdomainAvailableParamsSchema,
} from '@eventsite/core';
import { domainAvailability, subdomainAvailability } from '../../../addresses/address-availability';
import { registerDomain } from '../../../addresses/register-domain';
import { registerIncludedDomain } from '../../../addresses/register-included-domain';
import { setHost } from '../../../addresses/set-host';
import { errorResponses } from '../../error-responses';
import { paymentDepsOf } from '../../../payments/payment-deps';

/** The address purchase (`000` §4, §7): availability, moving the host, registering a paid domain. */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const paymentDeps = paymentDepsOf(app);
  app.get(
    '/sites/:siteId/host/subdomain-available/:fullHost',
    {
      schema: {
        summary: 'Whether a subdomain is available, and its price for this site',
        description:
          'Available when the label is a valid DNS label, not reserved and no other site uses it (`decisions.md` §3).',
        tags: ['addresses'],
        security: [{ session: [] }],
        params: subdomainAvailableParamsSchema,
        response: { 200: subdomainAvailabilityResponseSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => subdomainAvailability(paymentDeps, request.params.siteId, request.params.fullHost),
  );

  app.get(
    '/sites/:siteId/host/domain-available/:fullDomain',
    {
      schema: {
        summary: 'Whether a custom domain can be registered, with its price and the own-domain offer',
        tags: ['addresses'],
        security: [{ session: [] }],
        params: domainAvailableParamsSchema,
        response: { 200: domainAvailabilityResponseSchema, ...errorResponses(400, 403, 404, 502) },
      },
    },
    async (request) => domainAvailability(paymentDeps, request.params.siteId, request.params.fullDomain),
  );

  app.put(
    '/sites/:siteId/host',
    {
      schema: {
        summary: 'Move the site to an address it owns',
        description:
          'One of its custom domains or earlier hosts, or a free subdomain label when it already owns a ' +
          'subdomain. 402 for an address that has to be bought, 409 when another site has it.',
        tags: ['addresses'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        body: setHostRequestSchema,
        response: { 200: setHostResponseSchema, ...errorResponses(400, 402, 403, 404, 409, 415) },
      },
    },
    async (request) => ({ host: await setHost(paymentDeps, request.params.siteId, request.body.host) }),
  );

  app.post(
    '/sites/:siteId/host/domain-registration/register/:paymentReference',
    {
      schema: {
        summary: 'Register the custom domain a payment bought',
        description:
          '402 until the payment is confirmed (the client retries every 5 s, `000` §4). Then the domain is ' +
          'registered (not for a domain kept at another registrar), joins the custom domains and becomes the ' +
          'host. Repeating the call answers the same.',
        tags: ['addresses'],
        security: [{ session: [] }],
        params: domainRegistrationParamsSchema,
        response: { 200: domainRegistrationResponseSchema, ...errorResponses(400, 402, 403, 404, 415, 502) },
      },
    },
    async (request) => registerDomain(paymentDeps, request.params.siteId, request.params.paymentReference),
  );

  app.post(
    '/sites/:siteId/host/domain-registration/register-included',
    {
      schema: {
        summary: "Register a custom domain with one of the site's included registrations",
        description:
          'For a site with `customDomainRegistrationsAvailable` above 0 the domain costs nothing and no ' +
          'product is bought (`000` §4): it is registered (not with `ownDomain`, a domain kept at another ' +
          'registrar), joins the custom domains, becomes the host and uses one registration. Repeating the ' +
          'call for the same domain answers the same and uses nothing; 409 when none is left.',
        tags: ['addresses'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        body: includedDomainRegistrationRequestSchema,
        response: { 200: domainRegistrationResponseSchema, ...errorResponses(400, 403, 404, 409, 415, 502) },
      },
    },
    async (request) => registerIncludedDomain(paymentDeps, request.params.siteId, request.body),
  );

  app.get(
    '/sites/:siteId/host/dns-instructions',
    {
      schema: {
        summary: 'DNS values for a domain kept at another registrar',
        description:
          'An A record for the bare domain and a CNAME target for www (`000` §5), from configuration.',
        tags: ['addresses'],
        security: [{ session: [] }],
        params: siteIdParamsSchema,
        response: { 200: dnsInstructionsSchema, ...errorResponses(400, 403) },
      },
    },
    async () => app.config.dns,
  );
};

export default addressRoutes;
