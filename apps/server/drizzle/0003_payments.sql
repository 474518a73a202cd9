CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"expects_reply" boolean NOT NULL,
	"user_mail" text,
	"feedback_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"product" text NOT NULL,
	"host" text,
	"amount_ore" integer NOT NULL,
	"months" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"swish_status" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"registered_at" timestamp with time zone,
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'confirmed', 'failed')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_ore" >= 0)
);
--> statement-breakpoint
CREATE TABLE "site_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_hosts_kind" CHECK ("site_hosts"."kind" in ('subdomain', 'custom')),
	CONSTRAINT "site_hosts_host_lower_case" CHECK ("site_hosts"."host" = lower("site_hosts"."host"))
);
--> statement-breakpoint
CREATE TABLE "stripe_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_hosts" ADD CONSTRAINT "site_hosts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_at" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_id" ON "payments" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "payments_site_id" ON "payments" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "site_hosts_site_id" ON "site_hosts" USING btree ("site_id");