CREATE TABLE "gift_pot_totals" (
	"site_id" text NOT NULL,
	"pot_id" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "gift_pot_totals_site_id_pot_id_pk" PRIMARY KEY("site_id","pot_id")
);
--> statement-breakpoint
CREATE TABLE "gift_reservation_thanks" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"thanked" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text,
	"title" text DEFAULT '' NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"household_id" text,
	"amount_ore" integer,
	"greeting" text DEFAULT '' NOT NULL,
	"thanked" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gifts_kind" CHECK ("gifts"."kind" in ('money', 'manual')),
	CONSTRAINT "gifts_amount" CHECK ("gifts"."amount_ore" >= 0)
);
--> statement-breakpoint
ALTER TABLE "gift_reservations" ADD COLUMN "from_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_reservations" ADD COLUMN "household_id" text;--> statement-breakpoint
ALTER TABLE "gift_pot_totals" ADD CONSTRAINT "gift_pot_totals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_reservation_thanks" ADD CONSTRAINT "gift_reservation_thanks_reservation_id_gift_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."gift_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_reservation_thanks" ADD CONSTRAINT "gift_reservation_thanks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_reservation_thanks_site_id" ON "gift_reservation_thanks" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "gifts_site_id" ON "gifts" USING btree ("site_id","created_at");--> statement-breakpoint
ALTER TABLE "gift_reservations" ADD CONSTRAINT "gift_reservations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A reported gift changes a pot's progress bar on the public site: every server process is told at once.
CREATE TRIGGER "gift_pot_totals_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "gift_pot_totals"
FOR EACH ROW EXECUTE FUNCTION "notify_site_changed"();
