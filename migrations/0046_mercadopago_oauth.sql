CREATE TABLE "mercadopago_oauth_states" (
	"nonce" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"code_verifier" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mercadopago_accounts" ALTER COLUMN "webhook_secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mercadopago_accounts" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "mercadopago_accounts" ADD COLUMN "refresh_token" text;--> statement-breakpoint
ALTER TABLE "mercadopago_accounts" ADD COLUMN "public_key" text;--> statement-breakpoint
ALTER TABLE "mercadopago_accounts" ADD COLUMN "live_mode" boolean;--> statement-breakpoint
ALTER TABLE "mercadopago_accounts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mercadopago_accounts" ADD COLUMN "reconnect_needed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mercadopago_accounts" ADD COLUMN "pix_key_missing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mercadopago_oauth_states" ADD CONSTRAINT "mercadopago_oauth_states_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mercadopago_oauth_states_restaurant_idx" ON "mercadopago_oauth_states" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mercadopago_accounts_user_unique" ON "mercadopago_accounts" USING btree ("user_id");