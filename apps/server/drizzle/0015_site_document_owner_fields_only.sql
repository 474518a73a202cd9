ALTER TABLE "sites" DROP CONSTRAINT "sites_host_unique";--> statement-breakpoint
ALTER TABLE "sites" DROP CONSTRAINT "sites_host_lower_case";--> statement-breakpoint
ALTER TABLE "sites" DROP COLUMN "host";--> statement-breakpoint
ALTER TABLE "sites" DROP COLUMN "active";--> statement-breakpoint
-- The document keeps only what the owner edits: 0014 gave the rest its homes (the visitor count has
-- had its own table since 0007).
UPDATE "sites" SET "data" = "data" - ARRAY['host', 'active', 'activeDate', 'activeExpireDate', 'customDomains',
  'customDomainActive', 'customDomainActiveDate', 'customDomainRegistrationsAvailable', 'visitorCount',
  'giftRegistryReservations', 'hasRsvps', 'password', 'hasPassword', 'metaNoindex', 'quickStart']::text[];
