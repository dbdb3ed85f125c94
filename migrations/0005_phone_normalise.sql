-- Diner phones to one form (issue 20, docs/decisions/0012): the international number in digits,
-- as src/domain/cart/customer-phone.ts (libphonenumber-js) now stores them. No DDL.
-- hand-written below
-- The stored forms the old hand-made rule let through, each mapped as libphonenumber-js reads it:
-- a national number gets 55; a trunk 0 (and a carrier code) is dropped; '00' is an international
-- prefix; a foreign number the old rule gave a 55 (13 digits whose number does not start with 9)
-- loses it; and a mobile stored with 8 digits gets the 9 every Brazilian mobile has had since 2016.
CREATE FUNCTION comanda_0005_phone(raw text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN e ~ '^55[1-9][1-9][6-9][0-9]{7}$' THEN substr(e, 1, 4) || '9' || substr(e, 5)
    ELSE e
  END
  FROM (
    SELECT CASE
      WHEN d ~ '^55[1-9][1-9]([0-9]{8}|9[0-9]{8})$' THEN d
      WHEN d ~ '^55[1-9][1-9][0-8][0-9]{8}$' THEN substr(d, 3)
      WHEN d ~ '^[1-9][1-9]([0-9]{8}|9[0-9]{8})$' THEN '55' || d
      WHEN d ~ '^0[1-9][1-9]([0-9]{8}|9[0-9]{8})$' THEN '55' || substr(d, 2)
      WHEN d ~ '^0[0-9]{2}[1-9][1-9]9[0-9]{8}$' THEN '55' || substr(d, 4)
      WHEN d ~ '^00[1-9][0-9]{7,14}$' THEN substr(d, 3)
      ELSE d
    END AS e
    FROM (SELECT regexp_replace(coalesce(raw, ''), '[^0-9]', '', 'g') AS d) AS digits
  ) AS canonical
$$;
--> statement-breakpoint
UPDATE "orders" SET "customer_phone" = comanda_0005_phone("customer_phone")
WHERE "customer_phone" <> '' AND "customer_phone" <> comanda_0005_phone("customer_phone");
--> statement-breakpoint
-- Each balance and the one it merges into: per restaurant and normalised phone, the earliest joined.
CREATE TABLE comanda_0005_merge AS
SELECT "id", "restaurant_id", comanda_0005_phone("customer_phone") AS "phone",
  first_value("id") OVER (
    PARTITION BY "restaurant_id", comanda_0005_phone("customer_phone") ORDER BY "joined_at", "id"
  ) AS "survivor_id"
FROM "customer_loyalty";
--> statement-breakpoint
-- The ledger is kept: the duplicates' transactions move to the surviving balance.
UPDATE "loyalty_transactions" AS t SET "customer_id" = m."survivor_id"
FROM comanda_0005_merge AS m
WHERE t."customer_id" = m."id" AND m."id" <> m."survivor_id";
--> statement-breakpoint
-- Whoever was referred with a duplicate's code now points at the surviving code.
UPDATE "customer_loyalty" AS c SET "referred_by" = survivor."referral_code"
FROM comanda_0005_merge AS m
JOIN "customer_loyalty" AS duplicate ON duplicate."id" = m."id"
JOIN "customer_loyalty" AS survivor ON survivor."id" = m."survivor_id"
WHERE m."id" <> m."survivor_id" AND c."referred_by" = duplicate."referral_code";
--> statement-breakpoint
-- Sums of points and totals; the earliest joinedAt; the latest order; what only one of them knew.
UPDATE "customer_loyalty" AS c SET
  "points" = s."points",
  "total_points_earned" = s."total_points_earned",
  "total_points_redeemed" = s."total_points_redeemed",
  "total_orders" = s."total_orders",
  "total_spent" = s."total_spent",
  "last_order_at" = s."last_order_at",
  "joined_at" = s."joined_at",
  "customer_name" = coalesce(c."customer_name", s."customer_name"),
  "customer_email" = coalesce(c."customer_email", s."customer_email"),
  "birth_date" = coalesce(c."birth_date", s."birth_date"),
  "birthday_reward_year" = s."birthday_reward_year",
  "birthday_reward_claimed" = s."birthday_reward_claimed",
  "referred_by" = coalesce(c."referred_by", s."referred_by")
FROM (
  SELECT m."survivor_id",
    sum(x."points") AS "points",
    sum(x."total_points_earned") AS "total_points_earned",
    sum(x."total_points_redeemed") AS "total_points_redeemed",
    sum(x."total_orders") AS "total_orders",
    sum(x."total_spent") AS "total_spent",
    max(x."last_order_at") AS "last_order_at",
    min(x."joined_at") AS "joined_at",
    (array_agg(x."customer_name" ORDER BY x."joined_at" DESC) FILTER (WHERE x."customer_name" IS NOT NULL))[1] AS "customer_name",
    (array_agg(x."customer_email" ORDER BY x."joined_at" DESC) FILTER (WHERE x."customer_email" IS NOT NULL))[1] AS "customer_email",
    (array_agg(x."birth_date" ORDER BY x."joined_at") FILTER (WHERE x."birth_date" IS NOT NULL))[1] AS "birth_date",
    max(x."birthday_reward_year") AS "birthday_reward_year",
    bool_or(x."birthday_reward_claimed") AS "birthday_reward_claimed",
    (array_agg(x."referred_by" ORDER BY x."joined_at") FILTER (WHERE x."referred_by" IS NOT NULL))[1] AS "referred_by"
  FROM comanda_0005_merge AS m
  JOIN "customer_loyalty" AS x ON x."id" = m."id"
  GROUP BY m."survivor_id"
  HAVING count(*) > 1
) AS s
WHERE c."id" = s."survivor_id";
--> statement-breakpoint
-- A merged customer is never referred by their own code.
UPDATE "customer_loyalty" SET "referred_by" = NULL WHERE "referred_by" = "referral_code";
--> statement-breakpoint
-- The tier follows the points earned together.
UPDATE "customer_loyalty" AS c SET "current_tier" = coalesce((
  SELECT t."name" FROM "loyalty_tiers" AS t
  WHERE t."restaurant_id" = c."restaurant_id" AND t."min_points" <= c."total_points_earned"
  ORDER BY t."min_points" DESC LIMIT 1
), c."current_tier")
WHERE c."id" IN (SELECT "survivor_id" FROM comanda_0005_merge WHERE "id" <> "survivor_id");
--> statement-breakpoint
DELETE FROM "customer_loyalty"
WHERE "id" IN (SELECT "id" FROM comanda_0005_merge WHERE "id" <> "survivor_id");
--> statement-breakpoint
UPDATE "customer_loyalty" AS c SET "customer_phone" = m."phone"
FROM comanda_0005_merge AS m
WHERE c."id" = m."id" AND c."customer_phone" <> m."phone";
--> statement-breakpoint
DROP TABLE comanda_0005_merge;
--> statement-breakpoint
DROP FUNCTION comanda_0005_phone(text);
