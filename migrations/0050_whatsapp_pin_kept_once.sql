-- The number's PIN is kept once, in whatsapp_number_pins (decision 0068): a PIN only the connection
-- held is copied there first, then the connection's copy goes.
INSERT INTO "whatsapp_number_pins" ("id", "restaurant_id", "phone_number_id", "pin") SELECT gen_random_uuid()::text, "restaurant_id", "phone_number_id", "registration_pin" FROM "whatsapp_accounts" WHERE "registration_pin" IS NOT NULL AND "phone_number_id" IS NOT NULL ON CONFLICT ("restaurant_id", "phone_number_id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "whatsapp_accounts" DROP COLUMN "registration_pin";
