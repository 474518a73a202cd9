CREATE TABLE "guest_photo_mails" (
	"site_id" text NOT NULL,
	"module_id" text NOT NULL,
	"send_at" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guest_photo_mails_site_id_module_id_send_at_pk" PRIMARY KEY("site_id","module_id","send_at")
);
--> statement-breakpoint
CREATE TABLE "guest_photo_slideshows" (
	"site_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guest_photo_slideshows_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "guest_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"module_id" text NOT NULL,
	"household_id" text,
	"uploader" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"original_key" text NOT NULL,
	"original_bytes" bigint NOT NULL,
	"original_mime" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"file_stem" text NOT NULL,
	"file_extension" text NOT NULL,
	"processed_sizes" jsonb NOT NULL,
	"processed_keys" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "guest_photos_kind" CHECK ("guest_photos"."kind" in ('image', 'video')),
	CONSTRAINT "guest_photos_status" CHECK ("guest_photos"."status" in ('pending', 'approved'))
);
--> statement-breakpoint
ALTER TABLE "guest_photo_mails" ADD CONSTRAINT "guest_photo_mails_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_photo_slideshows" ADD CONSTRAINT "guest_photo_slideshows_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_photos" ADD CONSTRAINT "guest_photos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_photos" ADD CONSTRAINT "guest_photos_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_photos_site_id" ON "guest_photos" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_photos_file_stem" ON "guest_photos" USING btree ("file_stem");