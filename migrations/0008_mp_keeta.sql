ALTER TYPE "public"."order_source" ADD VALUE 'keeta';--> statement-breakpoint
ALTER TYPE "public"."order_source" ADD VALUE 'open_delivery';--> statement-breakpoint
CREATE TABLE "mercadopago_accounts" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_pix_charges" (
	"order_id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" text NOT NULL,
	"qr_code" text NOT NULL,
	"qr_code_base64" text,
	"ticket_url" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_subscriptions" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"preapproval_id" text NOT NULL,
	"checkout_id" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"next_payment_date" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_subscriptions_preapprovalId_unique" UNIQUE("preapproval_id")
);
--> statement-breakpoint
ALTER TABLE "delivery_integrations" ADD COLUMN "base_url" text;--> statement-breakpoint
ALTER TABLE "mercadopago_accounts" ADD CONSTRAINT "mercadopago_accounts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pix_charges" ADD CONSTRAINT "order_pix_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_pix_charges" ADD CONSTRAINT "order_pix_charges_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_pix_charges_payment_unique" ON "order_pix_charges" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "order_pix_charges_restaurant_idx" ON "order_pix_charges" USING btree ("restaurant_id");