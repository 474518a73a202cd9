CREATE TABLE "households" (
	"id" text PRIMARY KEY NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "households_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" text NOT NULL,
	"token" text NOT NULL,
	"name" text NOT NULL,
	"members" jsonb NOT NULL,
	"mail" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"tags" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "households_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "uninvited_rsvp_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"names" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rsvp_answers" ADD COLUMN "household_id" text;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uninvited_rsvp_attempts" ADD CONSTRAINT "uninvited_rsvp_attempts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "households_site_id" ON "households" USING btree ("site_id","sequence");--> statement-breakpoint
CREATE INDEX "uninvited_rsvp_attempts_site_id" ON "uninvited_rsvp_attempts" USING btree ("site_id","created_at");--> statement-breakpoint
ALTER TABLE "rsvp_answers" ADD CONSTRAINT "rsvp_answers_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rsvp_answers_household_id" ON "rsvp_answers" USING btree ("household_id");