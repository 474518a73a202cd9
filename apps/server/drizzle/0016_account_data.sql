CREATE TABLE "account_erasures" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"site_id" text,
	"mail" text,
	"language" text NOT NULL,
	"step" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "account_erasures_step" CHECK ("account_erasures"."step" in ('offline', 'files', 'receipts', 'mails', 'site', 'account', 'done'))
);
--> statement-breakpoint
CREATE TABLE "account_exports" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "account_exports_status" CHECK ("account_exports"."status" in ('preparing', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "bookkeeping_records" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record" jsonb NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"keep_until" timestamp with time zone NOT NULL,
	CONSTRAINT "bookkeeping_records_kind" CHECK ("bookkeeping_records"."kind" in ('payment', 'order'))
);
--> statement-breakpoint
CREATE TABLE "retention_notices" (
	"site_id" text NOT NULL,
	"erase_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "retention_notices_site_id_erase_on_days_before_pk" PRIMARY KEY("site_id","erase_on","days_before")
);
--> statement-breakpoint
ALTER TABLE "account_exports" ADD CONSTRAINT "account_exports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_notices" ADD CONSTRAINT "retention_notices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_exports_expires_at" ON "account_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "bookkeeping_records_keep_until" ON "bookkeeping_records" USING btree ("keep_until");