-- The rate limits of an order's write are checked once per statement, not once per order.
-- `order_menu_guard` (migration 0015) checked them for every order row it guarded, but a batch's
-- counters and their hits are the same for every order in it (decision 0030): with 25 orders in a
-- statement the same JSON was matched 25 times, a fifth of the write's database time
-- (pg_stat_statements, bench/orders-throughput.mjs). The write now calls `order_limits_guard` in an
-- uncorrelated subquery, which PostgreSQL runs once before the first order is inserted.
-- `hits` are the rate-limit rows as the same statement just counted them, `limits` the rules in the
-- caller's order ([{key, limit}]); the first one over its limit fails the statement with CM429 and a
-- JSON message {key, resetAt}, as before. The count is rolled back with the orders.
CREATE FUNCTION order_limits_guard(hits jsonb, limits jsonb) RETURNS boolean AS $$
DECLARE
  over jsonb;
BEGIN
  SELECT h INTO over
  FROM jsonb_array_elements(coalesce(limits, '[]')) WITH ORDINALITY AS l(rule, position)
  JOIN jsonb_array_elements(coalesce(hits, '[]')) AS h ON h ->> 'key' = l.rule ->> 'key'
  WHERE (h ->> 'count')::int > (l.rule ->> 'limit')::int
  ORDER BY l.position
  LIMIT 1;
  IF over IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'CM429',
      MESSAGE = jsonb_build_object('key', over ->> 'key', 'resetAt', over ->> 'reset_at')::text;
  END IF;
  RETURN true;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The menu check stays per order (each order names its restaurant and the version it was priced
-- from); limits passed here are still honoured, for any caller written against migration 0015.
CREATE OR REPLACE FUNCTION order_menu_guard(target text, priced_version bigint, hits jsonb DEFAULT NULL, limits jsonb DEFAULT NULL)
RETURNS text AS $$
BEGIN
  IF coalesce((SELECT version FROM menu_versions WHERE restaurant_id = target), 0) <> priced_version THEN
    RAISE EXCEPTION 'the menu of % changed since the order was priced', target USING ERRCODE = 'CM409';
  END IF;
  IF limits IS NOT NULL THEN
    PERFORM order_limits_guard(hits, limits);
  END IF;
  RETURN target;
END;
$$ LANGUAGE plpgsql;
