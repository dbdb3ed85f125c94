ALTER TABLE "order_pix_charges" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_pix_charges" ADD COLUMN "checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_pix_charges" ADD COLUMN "cancellation_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_pix_charges_next_check_idx" ON "order_pix_charges" USING btree ("next_check_at");