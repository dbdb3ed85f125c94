ALTER TABLE "delivery_integrations" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "delivery_integrations" ADD COLUMN "access_token" text;--> statement-breakpoint
ALTER TABLE "delivery_integrations" ADD COLUMN "refresh_token" text;--> statement-breakpoint
ALTER TABLE "delivery_integrations" ADD COLUMN "access_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_integrations" ADD COLUMN "link_verifier" text;