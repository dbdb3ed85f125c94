CREATE TABLE "whatsapp_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"phone_number_id" text NOT NULL,
	"waba_id" text NOT NULL,
	"access_token" text NOT NULL,
	"display_phone_number" text,
	"verified_name" text,
	"quality_rating" text,
	"messaging_limit_tier" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_consents" (
	"order_id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"phone" text NOT NULL,
	"wording" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"phone" text NOT NULL,
	"last_inbound_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"order_id" text,
	"order_status" text,
	"template_name" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"wa_message_id" text,
	"delivery_status" text,
	"error_code" integer,
	"pricing_category" text,
	"billable" boolean,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"language" text NOT NULL,
	"meta_template_id" text,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_accounts" ADD CONSTRAINT "whatsapp_accounts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_contacts" ADD CONSTRAINT "whatsapp_contacts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_accounts_restaurant_unique" ON "whatsapp_accounts" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_accounts_phone_number_unique" ON "whatsapp_accounts" USING btree ("phone_number_id");--> statement-breakpoint
CREATE INDEX "whatsapp_consents_restaurant_idx" ON "whatsapp_consents" USING btree ("restaurant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_contacts_restaurant_phone_unique" ON "whatsapp_contacts" USING btree ("restaurant_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_order_status_unique" ON "whatsapp_messages" USING btree ("order_id","order_status") WHERE "whatsapp_messages"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wa_message_unique" ON "whatsapp_messages" USING btree ("wa_message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_due_idx" ON "whatsapp_messages" USING btree ("next_attempt_at") WHERE "whatsapp_messages"."state" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "whatsapp_messages_restaurant_idx" ON "whatsapp_messages" USING btree ("restaurant_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_restaurant_name_unique" ON "whatsapp_templates" USING btree ("restaurant_id","name");
--> statement-breakpoint
-- hand-written below
-- Order updates are queued in the database, by whoever changes the order (panel, counter, platform
-- import, the diner's placement): a consent queues the order's current status, and each later status
-- change of a consenting order queues that status. Rows are due 3 s later, so a status changed twice
-- quickly is sent once, as the last one (the job marks the earlier row superseded). The unique index
-- on (order_id, order_status) makes a replay queue nothing.
CREATE FUNCTION whatsapp_queue_consent() RETURNS trigger AS $$
BEGIN
  INSERT INTO whatsapp_messages (id, restaurant_id, order_id, order_status, next_attempt_at)
  SELECT gen_random_uuid()::text, o.restaurant_id, o.id, o.status::text, now() + interval '3 seconds'
  FROM orders o WHERE o.id = NEW.order_id
  ON CONFLICT (order_id, order_status) WHERE order_id IS NOT NULL DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER whatsapp_queue_consent AFTER INSERT ON whatsapp_consents
  FOR EACH ROW EXECUTE FUNCTION whatsapp_queue_consent();
--> statement-breakpoint
CREATE FUNCTION whatsapp_queue_status() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM whatsapp_consents c WHERE c.order_id = NEW.id) THEN
    INSERT INTO whatsapp_messages (id, restaurant_id, order_id, order_status, next_attempt_at)
    VALUES (gen_random_uuid()::text, NEW.restaurant_id, NEW.id, NEW.status::text, now() + interval '3 seconds')
    ON CONFLICT (order_id, order_status) WHERE order_id IS NOT NULL DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER whatsapp_queue_status AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION whatsapp_queue_status();
--> statement-breakpoint
-- An order anonymised (LGPD retention, or the diner's erasure request) takes its consent's phone
-- with it, whoever anonymises it.
CREATE FUNCTION whatsapp_forget_consent() RETURNS trigger AS $$
BEGIN
  DELETE FROM whatsapp_consents WHERE order_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER whatsapp_forget_consent AFTER UPDATE OF customer_phone ON orders
  FOR EACH ROW WHEN (NEW.customer_phone = '' AND OLD.customer_phone <> '') EXECUTE FUNCTION whatsapp_forget_consent();
