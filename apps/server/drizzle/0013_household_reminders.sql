CREATE TABLE "guest_list_settings" (
	"site_id" text PRIMARY KEY NOT NULL,
	"reminder_days_before" integer,
	"scheduled_reminder_day_done" date,
	CONSTRAINT "guest_list_settings_reminder_days_before" CHECK ("guest_list_settings"."reminder_days_before" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "household_reminders" (
	"household_id" text NOT NULL,
	"day" date NOT NULL,
	"site_id" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"scheduled" boolean NOT NULL,
	CONSTRAINT "household_reminders_household_id_day_pk" PRIMARY KEY("household_id","day")
);
--> statement-breakpoint
ALTER TABLE "guest_list_settings" ADD CONSTRAINT "guest_list_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_reminders" ADD CONSTRAINT "household_reminders_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_reminders" ADD CONSTRAINT "household_reminders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_reminders_site_id" ON "household_reminders" USING btree ("site_id");