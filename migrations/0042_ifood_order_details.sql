ALTER TABLE "orders" ADD COLUMN "delivery_address_details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_brand" text;