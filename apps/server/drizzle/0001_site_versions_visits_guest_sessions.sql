CREATE TABLE "site_guest_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_versions" (
	"site_id" text NOT NULL,
	"site_version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "site_versions_site_id_site_version_pk" PRIMARY KEY("site_id","site_version")
);
--> statement-breakpoint
CREATE TABLE "site_visits" (
	"site_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "site_visits_site_id_visitor_id_day_pk" PRIMARY KEY("site_id","visitor_id","day")
);
--> statement-breakpoint
ALTER TABLE "site_guest_sessions" ADD CONSTRAINT "site_guest_sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_versions" ADD CONSTRAINT "site_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_guest_sessions_site_id" ON "site_guest_sessions" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "site_guest_sessions_expires_at" ON "site_guest_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "site_visits_day" ON "site_visits" USING btree ("day");