CREATE TABLE "bill_item_moves" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"moved_item_id" text NOT NULL,
	"from_bill_id" text NOT NULL,
	"to_bill_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"moved_by" "bill_actor" NOT NULL,
	"moved_by_staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "bill_id" text;--> statement-breakpoint
ALTER TABLE "bill_item_moves" ADD CONSTRAINT "bill_item_moves_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_item_moves" ADD CONSTRAINT "bill_item_moves_from_bill_id_bills_id_fk" FOREIGN KEY ("from_bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_item_moves" ADD CONSTRAINT "bill_item_moves_to_bill_id_bills_id_fk" FOREIGN KEY ("to_bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_item_moves" ADD CONSTRAINT "bill_item_moves_moved_by_staff_id_staff_members_id_fk" FOREIGN KEY ("moved_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_item_moves_from_idx" ON "bill_item_moves" USING btree ("from_bill_id");--> statement-breakpoint
CREATE INDEX "bill_item_moves_to_idx" ON "bill_item_moves" USING btree ("to_bill_id");--> statement-breakpoint
CREATE INDEX "bill_item_moves_restaurant_idx" ON "bill_item_moves" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "bill_item_moves_staff_idx" ON "bill_item_moves" USING btree ("moved_by_staff_id");--> statement-breakpoint
CREATE INDEX "order_items_bill_idx" ON "order_items" USING btree ("bill_id") WHERE "order_items"."bill_id" is not null;