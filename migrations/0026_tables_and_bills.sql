CREATE TYPE "public"."bill_actor" AS ENUM('dono', 'equipe', 'cliente');--> statement-breakpoint
CREATE TYPE "public"."bill_status" AS ENUM('aberta', 'conta_pedida', 'fechando', 'fechada', 'cancelada');--> statement-breakpoint
CREATE TYPE "public"."table_call_kind" AS ENUM('waiter', 'bill');--> statement-breakpoint
CREATE TABLE "bill_order_removals" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"bill_id" text NOT NULL,
	"order_id" text NOT NULL,
	"reason" text NOT NULL,
	"removed_by" "bill_actor" NOT NULL,
	"removed_by_staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"table_id" text NOT NULL,
	"status" "bill_status" DEFAULT 'aberta' NOT NULL,
	"people" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" "bill_actor" NOT NULL,
	"opened_by_staff_id" text,
	"bill_requested_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" "bill_actor",
	"closed_by_staff_id" text,
	"merged_into_bill_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dining_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"label" text NOT NULL,
	"label_key" text NOT NULL,
	"area" text DEFAULT 'Salão' NOT NULL,
	"seats" integer DEFAULT 4 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"table_id" text NOT NULL,
	"bill_id" text,
	"kind" "table_call_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" "bill_actor",
	"answered_by_staff_id" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bill_id" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "table_orders_via_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "table_asks_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "table_opened_by_waiter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "table_code_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_order_removals" ADD CONSTRAINT "bill_order_removals_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_order_removals" ADD CONSTRAINT "bill_order_removals_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_order_removals" ADD CONSTRAINT "bill_order_removals_removed_by_staff_id_staff_members_id_fk" FOREIGN KEY ("removed_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_opened_by_staff_id_staff_members_id_fk" FOREIGN KEY ("opened_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_closed_by_staff_id_staff_members_id_fk" FOREIGN KEY ("closed_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_calls" ADD CONSTRAINT "table_calls_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_calls" ADD CONSTRAINT "table_calls_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_calls" ADD CONSTRAINT "table_calls_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_calls" ADD CONSTRAINT "table_calls_answered_by_staff_id_staff_members_id_fk" FOREIGN KEY ("answered_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_order_removals_bill_idx" ON "bill_order_removals" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "bill_order_removals_order_idx" ON "bill_order_removals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bill_order_removals_restaurant_idx" ON "bill_order_removals" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "bill_order_removals_staff_idx" ON "bill_order_removals" USING btree ("removed_by_staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_one_open_per_table" ON "bills" USING btree ("table_id") WHERE "bills"."status" in ('aberta', 'conta_pedida', 'fechando');--> statement-breakpoint
CREATE INDEX "bills_table_idx" ON "bills" USING btree ("table_id","opened_at");--> statement-breakpoint
CREATE INDEX "bills_restaurant_idx" ON "bills" USING btree ("restaurant_id","opened_at");--> statement-breakpoint
CREATE INDEX "bills_opened_by_staff_idx" ON "bills" USING btree ("opened_by_staff_id");--> statement-breakpoint
CREATE INDEX "bills_closed_by_staff_idx" ON "bills" USING btree ("closed_by_staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dining_tables_restaurant_label_unique" ON "dining_tables" USING btree ("restaurant_id","label_key");--> statement-breakpoint
CREATE UNIQUE INDEX "table_calls_one_pending" ON "table_calls" USING btree ("table_id","kind") WHERE "table_calls"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "table_calls_table_idx" ON "table_calls" USING btree ("table_id","created_at");--> statement-breakpoint
CREATE INDEX "table_calls_restaurant_idx" ON "table_calls" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "table_calls_bill_idx" ON "table_calls" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "table_calls_staff_idx" ON "table_calls" USING btree ("answered_by_staff_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_bill_idx" ON "orders" USING btree ("bill_id") WHERE "orders"."bill_id" is not null;--> statement-breakpoint
-- Tables '1'..'N' in the Salão for every restaurant's old 'Número de mesas' (decision 0042), so
-- every printed QR card (`?mesa=7`) keeps naming a table.
INSERT INTO "dining_tables" ("id", "restaurant_id", "label", "label_key", "area", "seats", "position")
SELECT gen_random_uuid()::text, r.id, n::text, n::text, 'Salão', 4, n
FROM "restaurants" r CROSS JOIN LATERAL generate_series(1, r.table_count) AS n
WHERE r.table_count > 0;--> statement-breakpoint
-- The order's write passes a table order's bill through this guard (order-placement.write.ts): an
-- order never lands on a bill that closed since the placement read it.
CREATE FUNCTION order_bill_guard(bill text)
RETURNS text AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM bills WHERE id = bill AND status IN ('aberta', 'conta_pedida', 'fechando')
  ) THEN
    RAISE EXCEPTION 'the bill % is not open', bill USING ERRCODE = 'CM410';
  END IF;
  RETURN bill;
END;
$$ LANGUAGE plpgsql;
