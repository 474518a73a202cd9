CREATE TABLE "form_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "form_submissions_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"form_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answer" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_reservations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"module_id" text NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_reservations_quantity" CHECK ("gift_reservations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "post_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "post_keys_kind" CHECK ("post_keys"."kind" in ('rsvp', 'form-submission'))
);
--> statement-breakpoint
CREATE TABLE "rsvp_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "rsvp_answers_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"group_identifier" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answer" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_reservations" ADD CONSTRAINT "gift_reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_answers" ADD CONSTRAINT "rsvp_answers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_site_id" ON "form_submissions" USING btree ("site_id","sequence");--> statement-breakpoint
CREATE INDEX "gift_reservations_item" ON "gift_reservations" USING btree ("site_id","module_id","item_id");--> statement-breakpoint
CREATE INDEX "post_keys_created_at" ON "post_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rsvp_answers_site_id" ON "rsvp_answers" USING btree ("site_id","sequence");