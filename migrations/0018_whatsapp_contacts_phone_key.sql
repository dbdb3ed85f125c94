-- Opt-outs and last messages stored under WhatsApp's form of a Brazilian mobile (without its ninth
-- digit, as WhatsApp writes most of them: '553188887777') move to the phone key every other table
-- holds ('5531988887777', customerPhoneKey in src/domain/cart/customer-phone.ts; issue 32, item 8).
-- Other tables only ever stored the key: their phones went through that rule, which refuses the
-- 12-digit form. A mobile's eight digits start with 6 to 9, a landline's with 2 to 5 (left alone).
-- Two rows of one diner at one restaurant become one: the earliest opt-out, the latest message.
UPDATE "whatsapp_contacts" AS k SET
  "last_inbound_at" = greatest(k."last_inbound_at", o."last_inbound_at"),
  "opted_out_at" = least(k."opted_out_at", o."opted_out_at"),
  "updated_at" = now()
FROM "whatsapp_contacts" AS o
WHERE o."phone" ~ '^55[1-9][1-9][6-9][0-9]{7}$'
  AND k."restaurant_id" = o."restaurant_id"
  AND k."phone" = substr(o."phone", 1, 4) || '9' || substr(o."phone", 5);
--> statement-breakpoint
DELETE FROM "whatsapp_contacts" AS o
WHERE o."phone" ~ '^55[1-9][1-9][6-9][0-9]{7}$'
  AND EXISTS (
    SELECT 1 FROM "whatsapp_contacts" AS k
    WHERE k."restaurant_id" = o."restaurant_id"
      AND k."phone" = substr(o."phone", 1, 4) || '9' || substr(o."phone", 5)
  );
--> statement-breakpoint
UPDATE "whatsapp_contacts"
SET "phone" = substr("phone", 1, 4) || '9' || substr("phone", 5), "updated_at" = now()
WHERE "phone" ~ '^55[1-9][1-9][6-9][0-9]{7}$';
