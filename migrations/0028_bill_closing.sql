CREATE TABLE "bill_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"bill_id" text NOT NULL,
	"part_id" text NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_cents" integer NOT NULL,
	"change_cents" integer NOT NULL,
	"idempotency_key" text,
	"taken_by" "bill_actor" NOT NULL,
	"taken_by_staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "service_charge_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "service_rate_bps" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "couvert_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "couvert_kind" text DEFAULT 'artistic' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "couvert_people" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "service_removed_reason" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "service_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "service_removed_by" "bill_actor";--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "service_removed_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "manual_discount_cents" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "manual_discount_reason" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "manual_discount_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "manual_discount_by" "bill_actor";--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "manual_discount_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "split" text;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_taken_by_staff_id_staff_members_id_fk" FOREIGN KEY ("taken_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_payments_idempotency" ON "bill_payments" USING btree ("bill_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bill_payments_bill_idx" ON "bill_payments" USING btree ("bill_id","created_at");--> statement-breakpoint
CREATE INDEX "bill_payments_restaurant_idx" ON "bill_payments" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "bill_payments_staff_idx" ON "bill_payments" USING btree ("taken_by_staff_id");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_service_removed_by_staff_id_staff_members_id_fk" FOREIGN KEY ("service_removed_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_manual_discount_by_staff_id_staff_members_id_fk" FOREIGN KEY ("manual_discount_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_service_removed_by_staff_idx" ON "bills" USING btree ("service_removed_by_staff_id");--> statement-breakpoint
CREATE INDEX "bills_manual_discount_by_staff_idx" ON "bills" USING btree ("manual_discount_by_staff_id");