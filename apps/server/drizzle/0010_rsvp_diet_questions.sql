CREATE TABLE "rsvp_diet_questions" (
	"site_id" text NOT NULL,
	"question_id" text NOT NULL,
	CONSTRAINT "rsvp_diet_questions_site_id_question_id_pk" PRIMARY KEY("site_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "rsvp_diet_questions" ADD CONSTRAINT "rsvp_diet_questions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;