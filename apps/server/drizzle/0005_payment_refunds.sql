ALTER TABLE "payments" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_refund_due" ON "payments" USING btree ("refund_status") WHERE "payments"."refund_status" = 'due';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_status" CHECK ("payments"."refund_status" in ('due', 'refunded', 'failed'));