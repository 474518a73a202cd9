CREATE TABLE "prints" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"server_access_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "print_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quantity" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "envelopes" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rounded_corners" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_method" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pdf_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prints" ADD CONSTRAINT "prints_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prints_site" ON "prints" USING btree ("site_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_print_id_prints_id_fk" FOREIGN KEY ("print_id") REFERENCES "public"."prints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('awaiting_payment', 'paid', 'in_production', 'printed', 'shipped'));