CREATE TABLE "site_visit_counts" (
	"site_id" text PRIMARY KEY NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "revision" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_visit_counts" ADD CONSTRAINT "site_visit_counts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Visits are counted in their own table from now on: it starts from the count each document holds.
INSERT INTO "site_visit_counts" ("site_id", "visitors")
SELECT "id", coalesce(("data"->>'visitorCount')::integer, 0) FROM "sites";--> statement-breakpoint
-- Every write of a site's row raises its revision, whoever writes it, so the read path's caches can tell.
CREATE FUNCTION "sites_raise_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."revision" := OLD."revision" + 1;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sites_raise_revision" BEFORE UPDATE ON "sites"
FOR EACH ROW EXECUTE FUNCTION "sites_raise_revision"();--> statement-breakpoint
-- Every server process on the database LISTENs on 'site_changed' and drops what it kept of the site.
CREATE FUNCTION "notify_site_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sites' THEN
    PERFORM pg_notify('site_changed', OLD."id");
  ELSE
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('site_changed', NEW."site_id"); END IF;
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('site_changed', OLD."site_id"); END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sites_notify_changed" AFTER UPDATE OR DELETE ON "sites"
FOR EACH ROW EXECUTE FUNCTION "notify_site_changed"();--> statement-breakpoint
CREATE TRIGGER "site_hosts_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "site_hosts"
FOR EACH ROW EXECUTE FUNCTION "notify_site_changed"();
