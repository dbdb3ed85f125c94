CREATE TABLE "whatsapp_number_pins" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"phone_number_id" text NOT NULL,
	"pin" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_number_pins" ADD CONSTRAINT "whatsapp_number_pins_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_number_pins_restaurant_number_unique" ON "whatsapp_number_pins" USING btree ("restaurant_id","phone_number_id");--> statement-breakpoint
-- Numbers registered before decision 0068 keep the PIN their connection holds.
INSERT INTO "whatsapp_number_pins" ("id", "restaurant_id", "phone_number_id", "pin") SELECT gen_random_uuid()::text, "restaurant_id", "phone_number_id", "registration_pin" FROM "whatsapp_accounts" WHERE "registration_pin" IS NOT NULL AND "phone_number_id" IS NOT NULL;
