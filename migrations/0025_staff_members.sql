CREATE TYPE "public"."staff_role" AS ENUM('gerente', 'garcom', 'cozinha', 'caixa');--> statement-breakpoint
CREATE TABLE "staff_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"staff_member_id" text,
	"action" text NOT NULL,
	"subject_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"name" text NOT NULL,
	"role" "staff_role" NOT NULL,
	"email" text,
	"pin_hash" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_staff_id" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "staff_member_id" text;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_restaurant_idx" ON "staff_actions" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_actions_staff_member_idx" ON "staff_actions" USING btree ("staff_member_id");--> statement-breakpoint
CREATE INDEX "staff_members_restaurant_idx" ON "staff_members" USING btree ("restaurant_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_staff_id_staff_members_id_fk" FOREIGN KEY ("acting_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_acting_staff_idx" ON "sessions" USING btree ("acting_staff_id");--> statement-breakpoint
CREATE INDEX "stock_movements_staff_member_idx" ON "stock_movements" USING btree ("staff_member_id");