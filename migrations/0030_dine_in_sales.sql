CREATE TABLE "dine_in_bill_sales" (
	"bill_id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"table_id" text NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"people" integer,
	"items_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"sales_cents" integer DEFAULT 0 NOT NULL,
	"service_cents" integer DEFAULT 0 NOT NULL,
	"couvert_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dine_in_payment_sales" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"bill_id" text NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"sales_cents" integer DEFAULT 0 NOT NULL,
	"service_cents" integer DEFAULT 0 NOT NULL,
	"couvert_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dine_in_taker_sales" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"bill_id" text NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"taker_key" text NOT NULL,
	"taken_by_staff_id" text,
	"taken_by_name" text,
	"taken_by_role" text,
	"orders" integer DEFAULT 0 NOT NULL,
	"items_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"sales_cents" integer DEFAULT 0 NOT NULL,
	"service_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dine_in_bill_sales" ADD CONSTRAINT "dine_in_bill_sales_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dine_in_bill_sales" ADD CONSTRAINT "dine_in_bill_sales_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dine_in_bill_sales" ADD CONSTRAINT "dine_in_bill_sales_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dine_in_payment_sales" ADD CONSTRAINT "dine_in_payment_sales_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dine_in_payment_sales" ADD CONSTRAINT "dine_in_payment_sales_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dine_in_taker_sales" ADD CONSTRAINT "dine_in_taker_sales_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dine_in_taker_sales" ADD CONSTRAINT "dine_in_taker_sales_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dine_in_bill_sales_restaurant_idx" ON "dine_in_bill_sales" USING btree ("restaurant_id","closed_at");--> statement-breakpoint
CREATE INDEX "dine_in_bill_sales_table_idx" ON "dine_in_bill_sales" USING btree ("table_id");--> statement-breakpoint
CREATE INDEX "dine_in_payment_sales_restaurant_idx" ON "dine_in_payment_sales" USING btree ("restaurant_id","closed_at");--> statement-breakpoint
CREATE INDEX "dine_in_payment_sales_bill_idx" ON "dine_in_payment_sales" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "dine_in_taker_sales_restaurant_idx" ON "dine_in_taker_sales" USING btree ("restaurant_id","closed_at");--> statement-breakpoint
CREATE INDEX "dine_in_taker_sales_bill_idx" ON "dine_in_taker_sales" USING btree ("bill_id");