CREATE TABLE "phone_proof_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"phone" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "loyalty_redemption_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_proof_codes" ADD CONSTRAINT "phone_proof_codes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_proof_codes_lookup_idx" ON "phone_proof_codes" USING btree ("restaurant_id","phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_devices_token_unique" ON "trusted_devices" USING btree ("token_hash","restaurant_id","phone");--> statement-breakpoint
CREATE INDEX "trusted_devices_phone_idx" ON "trusted_devices" USING btree ("restaurant_id","phone");