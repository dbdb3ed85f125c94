CREATE TABLE "bill_pix_links" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"bill_id" text NOT NULL,
	"part_id" text NOT NULL,
	"token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_payment_id" text NOT NULL,
	"status" text NOT NULL,
	"qr_code" text NOT NULL,
	"ticket_url" text,
	"expires_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"checks" integer DEFAULT 0 NOT NULL,
	"bill_payment_id" text,
	"paid_at" timestamp with time zone,
	"problem" text,
	"created_by" "bill_actor" NOT NULL,
	"created_by_staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD COLUMN "bill_id" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "loyalty_phone" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "loyalty_phone_by" "bill_actor";--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "loyalty_phone_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "coupon_id" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "coupon_kind" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "coupon_value" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "coupon_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "coupon_by" "bill_actor";--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "coupon_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "loyalty_points" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "loyalty_points_cents" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "loyalty_points_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "loyalty_points_by" "bill_actor";--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "loyalty_points_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "bill_pix_links" ADD CONSTRAINT "bill_pix_links_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_pix_links" ADD CONSTRAINT "bill_pix_links_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_pix_links" ADD CONSTRAINT "bill_pix_links_created_by_staff_id_staff_members_id_fk" FOREIGN KEY ("created_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_pix_links_token_unique" ON "bill_pix_links" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_pix_links_payment_unique" ON "bill_pix_links" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "bill_pix_links_bill_idx" ON "bill_pix_links" USING btree ("bill_id","part_id");--> statement-breakpoint
CREATE INDEX "bill_pix_links_restaurant_idx" ON "bill_pix_links" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "bill_pix_links_next_check_idx" ON "bill_pix_links" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "bill_pix_links_staff_idx" ON "bill_pix_links" USING btree ("created_by_staff_id");--> statement-breakpoint
ALTER TABLE "loyalty_transactions" ADD CONSTRAINT "loyalty_transactions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_loyalty_phone_by_staff_id_staff_members_id_fk" FOREIGN KEY ("loyalty_phone_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_coupon_by_staff_id_staff_members_id_fk" FOREIGN KEY ("coupon_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_loyalty_points_by_staff_id_staff_members_id_fk" FOREIGN KEY ("loyalty_points_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_transactions_bill_idx" ON "loyalty_transactions" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "bills_loyalty_phone_by_staff_idx" ON "bills" USING btree ("loyalty_phone_by_staff_id");--> statement-breakpoint
CREATE INDEX "bills_coupon_by_staff_idx" ON "bills" USING btree ("coupon_by_staff_id");--> statement-breakpoint
CREATE INDEX "bills_loyalty_points_by_staff_idx" ON "bills" USING btree ("loyalty_points_by_staff_id");--> statement-breakpoint
CREATE INDEX "bills_coupon_phone_idx" ON "bills" USING btree ("coupon_id","loyalty_phone");