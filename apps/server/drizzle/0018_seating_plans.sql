CREATE TABLE "seating_plans" (
	"site_id" text NOT NULL,
	"event_id" text NOT NULL,
	"revision" integer NOT NULL,
	"tables" jsonb NOT NULL,
	"visibility" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seating_plans_site_id_event_id_pk" PRIMARY KEY("site_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "seating_plans" ADD CONSTRAINT "seating_plans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;