CREATE TABLE "gift_reservation_totals" (
	"site_id" text PRIMARY KEY NOT NULL,
	"reservations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_publications" (
	"site_id" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"active_date" text,
	"active_expire_date" text,
	"custom_domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_domain_active" boolean DEFAULT false NOT NULL,
	"custom_domain_active_date" text,
	"included_domain_registrations" integer DEFAULT 0 NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites_with_rsvps" (
	"site_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_hosts" ADD COLUMN "current" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "guest_password_hash" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "meta_noindex" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_reservation_totals" ADD CONSTRAINT "gift_reservation_totals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_publications" ADD CONSTRAINT "site_publications_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites_with_rsvps" ADD CONSTRAINT "sites_with_rsvps_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_hosts_current" ON "site_hosts" USING btree ("site_id") WHERE "site_hosts"."current";--> statement-breakpoint
-- Each server-managed fact moves out of the owner's document to its area's home. Every statement reads
-- only `sites` and writes each row once, and the migrator runs under a lock (PostgreSQL) or alone on its
-- data directory (PGlite), so processes that open the database at once apply it exactly once.
INSERT INTO "site_publications" ("site_id", "active", "active_date", "active_expire_date", "custom_domains",
  "custom_domain_active", "custom_domain_active_date", "included_domain_registrations")
SELECT "id", "active", "data"->>'activeDate', "data"->>'activeExpireDate',
  CASE jsonb_typeof("data"->'customDomains') WHEN 'array' THEN "data"->'customDomains' ELSE '[]'::jsonb END,
  coalesce(("data"->>'customDomainActive')::boolean, false), "data"->>'customDomainActiveDate',
  coalesce(("data"->>'customDomainRegistrationsAvailable')::integer, 0)
FROM "sites"
ON CONFLICT ("site_id") DO NOTHING;--> statement-breakpoint
-- The published host joins the site's addresses as its current one; where an address left behind by
-- another site has it, the site that has it as its host wins (as the lookup by host did).
INSERT INTO "site_hosts" ("host", "site_id", "kind", "current", "created_at")
SELECT "host", "id",
  CASE WHEN EXISTS (
    SELECT 1 FROM jsonb_array_elements(
      CASE jsonb_typeof("data"->'customDomains') WHEN 'array' THEN "data"->'customDomains' ELSE '[]'::jsonb END
    ) AS "domain" WHERE lower("domain"->>'domain') = "host"
  ) THEN 'custom' ELSE 'subdomain' END,
  true, now()
FROM "sites" WHERE "host" IS NOT NULL
ON CONFLICT ("host") DO UPDATE SET "site_id" = excluded."site_id", "current" = true;--> statement-breakpoint
INSERT INTO "gift_reservation_totals" ("site_id", "reservations")
SELECT "id", "data"->'giftRegistryReservations' FROM "sites"
WHERE jsonb_typeof("data"->'giftRegistryReservations') = 'array' AND "data"->'giftRegistryReservations' <> '[]'::jsonb
ON CONFLICT ("site_id") DO NOTHING;--> statement-breakpoint
INSERT INTO "sites_with_rsvps" ("site_id")
SELECT "id" FROM "sites" WHERE "data"->'hasRsvps' = 'true'::jsonb
ON CONFLICT ("site_id") DO NOTHING;--> statement-breakpoint
UPDATE "sites" SET
  "guest_password_hash" = nullif("data"->>'password', ''),
  "meta_noindex" = coalesce(("data"->>'metaNoindex')::boolean, false);--> statement-breakpoint
-- A publication and the sums change the public site as a change of the site's row does: the same
-- revision trigger and the same notice to every server process.
CREATE TRIGGER "site_publications_raise_revision" BEFORE UPDATE ON "site_publications"
FOR EACH ROW EXECUTE FUNCTION "sites_raise_revision"();--> statement-breakpoint
CREATE TRIGGER "site_publications_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "site_publications"
FOR EACH ROW EXECUTE FUNCTION "notify_site_changed"();--> statement-breakpoint
CREATE TRIGGER "gift_reservation_totals_raise_revision" BEFORE UPDATE ON "gift_reservation_totals"
FOR EACH ROW EXECUTE FUNCTION "sites_raise_revision"();--> statement-breakpoint
CREATE TRIGGER "gift_reservation_totals_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "gift_reservation_totals"
FOR EACH ROW EXECUTE FUNCTION "notify_site_changed"();--> statement-breakpoint
CREATE TRIGGER "sites_with_rsvps_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "sites_with_rsvps"
FOR EACH ROW EXECUTE FUNCTION "notify_site_changed"();
