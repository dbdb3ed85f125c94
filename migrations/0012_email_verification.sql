ALTER TABLE "restaurants" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- hand-written below
-- Restaurants that signed up before verification existed keep their place in Explorar and their mail.
UPDATE "restaurants" SET "email_verified_at" = "created_at" WHERE "email_verified_at" IS NULL;
