CREATE TYPE "public"."print_agent_kind" AS ENUM('computador', 'navegador');--> statement-breakpoint
CREATE TYPE "public"."print_job_status" AS ENUM('pendente', 'imprimindo', 'impresso', 'falhou');--> statement-breakpoint
CREATE TYPE "public"."station_kind" AS ENUM('producao', 'caixa');--> statement-breakpoint
CREATE TYPE "public"."ticket_kind" AS ENUM('cozinha', 'balcao', 'pre-conta');--> statement-breakpoint
CREATE TABLE "kitchen_routes" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"station_id" text NOT NULL,
	"category_id" text,
	"menu_item_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_routes_one_target" CHECK (("kitchen_routes"."category_id" is null) <> ("kitchen_routes"."menu_item_id" is null))
);
--> statement-breakpoint
CREATE TABLE "kitchen_settings" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"auto_accept" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ready_when_bumped" boolean DEFAULT true NOT NULL,
	"kds_warn_minutes" integer DEFAULT 10 NOT NULL,
	"kds_late_minutes" integer DEFAULT 20 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_stations" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" "station_kind" DEFAULT 'producao' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"printer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"station_id" text NOT NULL,
	"item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"done_item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bumped_at" timestamp with time zone,
	"bumped_by_staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_agent_pairings" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_agents" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" "print_agent_kind" DEFAULT 'computador' NOT NULL,
	"token_hash" text NOT NULL,
	"paired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "print_jobs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"restaurant_id" text NOT NULL,
	"station_id" text NOT NULL,
	"order_id" text,
	"bill_id" text,
	"kind" "ticket_kind" NOT NULL,
	"reprint" boolean DEFAULT false NOT NULL,
	"status" "print_job_status" DEFAULT 'pendente' NOT NULL,
	"payload" "bytea" NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"agent_id" text,
	"claimed_at" timestamp with time zone,
	"printed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kitchen_routes" ADD CONSTRAINT "kitchen_routes_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_routes" ADD CONSTRAINT "kitchen_routes_station_id_kitchen_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."kitchen_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_routes" ADD CONSTRAINT "kitchen_routes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_routes" ADD CONSTRAINT "kitchen_routes_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_settings" ADD CONSTRAINT "kitchen_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_stations" ADD CONSTRAINT "kitchen_stations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_tickets" ADD CONSTRAINT "kitchen_tickets_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_tickets" ADD CONSTRAINT "kitchen_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_tickets" ADD CONSTRAINT "kitchen_tickets_station_id_kitchen_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."kitchen_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_tickets" ADD CONSTRAINT "kitchen_tickets_bumped_by_staff_id_staff_members_id_fk" FOREIGN KEY ("bumped_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_agent_pairings" ADD CONSTRAINT "print_agent_pairings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_agents" ADD CONSTRAINT "print_agents_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_station_id_kitchen_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."kitchen_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_agent_id_print_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."print_agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_routes_restaurant_idx" ON "kitchen_routes" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "kitchen_routes_station_idx" ON "kitchen_routes" USING btree ("station_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_routes_category_unique" ON "kitchen_routes" USING btree ("station_id","category_id") WHERE "kitchen_routes"."category_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_routes_item_unique" ON "kitchen_routes" USING btree ("station_id","menu_item_id") WHERE "kitchen_routes"."menu_item_id" is not null;--> statement-breakpoint
CREATE INDEX "kitchen_routes_category_idx" ON "kitchen_routes" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "kitchen_routes_item_idx" ON "kitchen_routes" USING btree ("menu_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_stations_restaurant_name_unique" ON "kitchen_stations" USING btree ("restaurant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "kitchen_tickets_order_station_unique" ON "kitchen_tickets" USING btree ("order_id","station_id");--> statement-breakpoint
CREATE INDEX "kitchen_tickets_station_open_idx" ON "kitchen_tickets" USING btree ("station_id","created_at") WHERE "kitchen_tickets"."bumped_at" is null;--> statement-breakpoint
CREATE INDEX "kitchen_tickets_restaurant_idx" ON "kitchen_tickets" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "print_agent_pairings_restaurant_idx" ON "print_agent_pairings" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_agents_token_unique" ON "print_agents" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "print_agents_restaurant_idx" ON "print_agents" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_seq_unique" ON "print_jobs" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_first_print_unique" ON "print_jobs" USING btree ("order_id","station_id") WHERE "print_jobs"."reprint" = false and "print_jobs"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "print_jobs_restaurant_seq_idx" ON "print_jobs" USING btree ("restaurant_id","seq");--> statement-breakpoint
CREATE INDEX "print_jobs_open_idx" ON "print_jobs" USING btree ("restaurant_id","status") WHERE "print_jobs"."status" in ('pendente', 'imprimindo', 'falhou');--> statement-breakpoint
CREATE INDEX "print_jobs_station_idx" ON "print_jobs" USING btree ("station_id");--> statement-breakpoint
CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "print_jobs_bill_idx" ON "print_jobs" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "print_jobs_agent_idx" ON "print_jobs" USING btree ("agent_id");