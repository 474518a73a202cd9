CREATE TABLE "speech_running_orders" (
	"site_id" text NOT NULL,
	"module_id" text NOT NULL,
	"revision" integer NOT NULL,
	"slots" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "speech_running_orders_site_id_module_id_pk" PRIMARY KEY("site_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "speech_signups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"module_id" text NOT NULL,
	"household_id" text,
	"name" text NOT NULL,
	"relation" text DEFAULT '' NOT NULL,
	"minutes" integer NOT NULL,
	"slot_id" text,
	"needs" jsonb NOT NULL,
	"song_title" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"mail" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"toastmaster_note" text DEFAULT '' NOT NULL,
	"mailed_slot_id" text,
	"mailed_place" integer,
	"mailed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "speech_signups_minutes" CHECK ("speech_signups"."minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "toastmaster_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"module_id" text NOT NULL,
	"toastmaster_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"order_saved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "speech_running_orders" ADD CONSTRAINT "speech_running_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_signups" ADD CONSTRAINT "speech_signups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_signups" ADD CONSTRAINT "speech_signups_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toastmaster_links" ADD CONSTRAINT "toastmaster_links_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speech_signups_module" ON "speech_signups" USING btree ("site_id","module_id","created_at");--> statement-breakpoint
CREATE INDEX "toastmaster_links_toastmaster" ON "toastmaster_links" USING btree ("site_id","module_id","toastmaster_id");