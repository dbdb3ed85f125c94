CREATE TYPE "public"."register_method" AS ENUM('cash', 'pix', 'credit', 'debit', 'meal_voucher', 'online');--> statement-breakpoint
CREATE TYPE "public"."register_movement_kind" AS ENUM('sangria', 'suprimento');--> statement-breakpoint
CREATE TYPE "public"."register_session_event_kind" AS ENUM('abertura', 'fechamento', 'reabertura');--> statement-breakpoint
CREATE TYPE "public"."register_session_status" AS ENUM('aberto', 'fechado');--> statement-breakpoint
CREATE TABLE "cash_registers" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_movements" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"session_id" text NOT NULL,
	"kind" "register_movement_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"made_by" "bill_actor" NOT NULL,
	"made_by_staff_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_movements_amount" CHECK ("register_movements"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "register_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"session_id" text,
	"bill_payment_id" text,
	"order_id" text,
	"method" "register_method" NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_cents" integer NOT NULL,
	"change_cents" integer NOT NULL,
	"taken_by" "bill_actor" NOT NULL,
	"taken_by_staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_payments_one_source" CHECK ("register_payments"."bill_payment_id" is not null or "register_payments"."order_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "register_session_events" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"kind" "register_session_event_kind" NOT NULL,
	"reason" text,
	"made_by" "bill_actor" NOT NULL,
	"made_by_staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"register_id" text NOT NULL,
	"status" "register_session_status" DEFAULT 'aberto' NOT NULL,
	"opening_float_cents" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" "bill_actor" NOT NULL,
	"opened_by_staff_id" text,
	"closed_at" timestamp with time zone,
	"closed_by" "bill_actor",
	"closed_by_staff_id" text,
	"counted" jsonb,
	"expected" jsonb,
	"difference_cents" integer,
	"closing_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_sessions_float" CHECK ("register_sessions"."opening_float_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cash_registers" ADD CONSTRAINT "cash_registers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_movements" ADD CONSTRAINT "register_movements_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_movements" ADD CONSTRAINT "register_movements_session_id_register_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."register_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_movements" ADD CONSTRAINT "register_movements_made_by_staff_id_staff_members_id_fk" FOREIGN KEY ("made_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_payments" ADD CONSTRAINT "register_payments_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_payments" ADD CONSTRAINT "register_payments_session_id_register_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."register_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_payments" ADD CONSTRAINT "register_payments_bill_payment_id_bill_payments_id_fk" FOREIGN KEY ("bill_payment_id") REFERENCES "public"."bill_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_payments" ADD CONSTRAINT "register_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_payments" ADD CONSTRAINT "register_payments_taken_by_staff_id_staff_members_id_fk" FOREIGN KEY ("taken_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_session_events" ADD CONSTRAINT "register_session_events_session_id_register_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."register_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_session_events" ADD CONSTRAINT "register_session_events_made_by_staff_id_staff_members_id_fk" FOREIGN KEY ("made_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_register_id_cash_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."cash_registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_opened_by_staff_id_staff_members_id_fk" FOREIGN KEY ("opened_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sessions" ADD CONSTRAINT "register_sessions_closed_by_staff_id_staff_members_id_fk" FOREIGN KEY ("closed_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_registers_restaurant_name_unique" ON "cash_registers" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE INDEX "register_movements_session_idx" ON "register_movements" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "register_movements_restaurant_idx" ON "register_movements" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "register_movements_staff_idx" ON "register_movements" USING btree ("made_by_staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "register_movements_idempotency" ON "register_movements" USING btree ("session_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "register_payments_bill_payment_unique" ON "register_payments" USING btree ("bill_payment_id") WHERE "register_payments"."bill_payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "register_payments_order_unique" ON "register_payments" USING btree ("order_id") WHERE "register_payments"."order_id" is not null and "register_payments"."bill_payment_id" is null;--> statement-breakpoint
CREATE INDEX "register_payments_session_idx" ON "register_payments" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "register_payments_restaurant_idx" ON "register_payments" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "register_payments_order_idx" ON "register_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "register_payments_staff_idx" ON "register_payments" USING btree ("taken_by_staff_id");--> statement-breakpoint
CREATE INDEX "register_session_events_session_idx" ON "register_session_events" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "register_session_events_staff_idx" ON "register_session_events" USING btree ("made_by_staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "register_sessions_one_open" ON "register_sessions" USING btree ("register_id") WHERE "register_sessions"."status" = 'aberto';--> statement-breakpoint
CREATE INDEX "register_sessions_restaurant_idx" ON "register_sessions" USING btree ("restaurant_id","opened_at");--> statement-breakpoint
CREATE INDEX "register_sessions_register_idx" ON "register_sessions" USING btree ("register_id","opened_at");--> statement-breakpoint
CREATE INDEX "register_sessions_opened_by_idx" ON "register_sessions" USING btree ("opened_by_staff_id");--> statement-breakpoint
CREATE INDEX "register_sessions_closed_by_idx" ON "register_sessions" USING btree ("closed_by_staff_id");