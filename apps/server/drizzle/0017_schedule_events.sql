ALTER TABLE "households" ADD COLUMN "events" jsonb;--> statement-breakpoint
ALTER TABLE "rsvp_answers" ADD COLUMN "attendance" jsonb DEFAULT '[]'::jsonb NOT NULL;