ALTER TABLE "uninvited_rsvp_attempts" ADD COLUMN "mail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "uninvited_rsvp_attempts" ADD COLUMN "message" text DEFAULT '' NOT NULL;