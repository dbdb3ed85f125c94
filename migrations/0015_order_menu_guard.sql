-- hand-written below
-- Orders are priced from a per-process snapshot of the restaurant, its hours and zones and its menu,
-- kept with the restaurant's menu version (modules/orders/order-menu-snapshots.ts, decision 0027).
-- So the version now also moves with what prices or admits an order outside the menu tables: the
-- restaurant's own row (fees, order types, pause, plan, payment settings), its hours and its zones.
CREATE FUNCTION menu_changed_by_restaurant_row() RETURNS trigger AS $$
BEGIN
  PERFORM bump_menu_version(NEW.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER restaurants_bump_menu_version AFTER INSERT ON restaurants
  FOR EACH ROW EXECUTE FUNCTION menu_changed_by_restaurant_row();
--> statement-breakpoint
-- Any column may price or admit an order, except these, which only the account and the panel use:
-- a new column bumps by default. A password reset or a panel setting leaves the snapshots alone.
CREATE TRIGGER restaurants_update_bump_menu_version AFTER UPDATE ON restaurants
  FOR EACH ROW WHEN (
    (to_jsonb(OLD) - ARRAY['email', 'password_hash', 'email_verified_at', 'auto_print_on_confirm',
      'onboarding_shared_at', 'onboarding_hidden_at', 'updated_at'])
    IS DISTINCT FROM
    (to_jsonb(NEW) - ARRAY['email', 'password_hash', 'email_verified_at', 'auto_print_on_confirm',
      'onboarding_shared_at', 'onboarding_hidden_at', 'updated_at'])
  ) EXECUTE FUNCTION menu_changed_by_restaurant_row();
--> statement-breakpoint
CREATE TRIGGER opening_hours_bump_menu_version AFTER INSERT OR UPDATE OR DELETE ON opening_hours
  FOR EACH ROW EXECUTE FUNCTION menu_changed_by_restaurant();
--> statement-breakpoint
CREATE TRIGGER delivery_zones_bump_menu_version AFTER INSERT OR UPDATE OR DELETE ON delivery_zones
  FOR EACH ROW EXECUTE FUNCTION menu_changed_by_restaurant();
--> statement-breakpoint
-- Called inside the order's own INSERT (as its restaurant_id), so an order is one statement:
-- - the order is written only if the snapshot it was priced from is still the restaurant's current
--   version; otherwise the statement fails with SQLSTATE CM409, nothing of it is written, and the app
--   prices the order again;
-- - `hits` are the diner's rate-limit rows as the same statement just counted them, `limits` the
--   rules in the caller's order ([{key, limit}]); the first one over its limit fails the statement
--   with CM429 and a JSON message {key, resetAt}. The count is rolled back with the order: a refused
--   order never counts, and neither does a replayed Idempotency-Key (its unique violation).
CREATE FUNCTION order_menu_guard(target text, priced_version bigint, hits jsonb DEFAULT NULL, limits jsonb DEFAULT NULL)
RETURNS text AS $$
DECLARE
  over jsonb;
BEGIN
  IF coalesce((SELECT version FROM menu_versions WHERE restaurant_id = target), 0) <> priced_version THEN
    RAISE EXCEPTION 'the menu of % changed since the order was priced', target USING ERRCODE = 'CM409';
  END IF;
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
  RETURN target;
END;
$$ LANGUAGE plpgsql;
