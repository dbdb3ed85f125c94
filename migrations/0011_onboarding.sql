ALTER TABLE "restaurants" ADD COLUMN "onboarding_shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "onboarding_hidden_at" timestamp with time zone;