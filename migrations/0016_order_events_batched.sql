-- The order's write (order-placement.write.ts) marks its transaction with the setting
-- `comanda.order_write = 'on'` (decision 0028). In that transaction:
-- - the orders trigger does not NOTIFY the new order at commit: the app announces the orders it
--   placed in batches (order-announcements.ts), one NOTIFY per batch instead of one per order. Every
--   NOTIFY takes one lock for the whole database from its commit until it is queued, so one per
--   order made every order's commit wait for the previous one (bench/orders-throughput.mjs: 45% of
--   the sessions waited on it);
-- - the summary triggers do not queue the new order and its lines: the write queues them itself, in
--   the same statement (about 0.6 ms of PostgreSQL's CPU per order less).
-- Every other writer (panel actions, later updates of any order, platform imports, any UPDATE or
-- DELETE) is announced and queued by these triggers at commit, as before.
CREATE OR REPLACE FUNCTION orders_notify_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' AND current_setting('comanda.order_write', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('order_changes', json_build_object(
    'restaurantId', NEW.restaurant_id,
    'orderId', NEW.id,
    'seq', NEW.change_seq,
    'status', NEW.status,
    'op', lower(TG_OP)
  )::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_sales_inserted() RETURNS trigger AS $$
BEGIN
  IF current_setting('comanda.order_write', true) = 'on' THEN
    RETURN NULL;
  END IF;
  -- A new order has no lines yet: they queue themselves when inserted.
  PERFORM queue_order_sales(NULL::orders[], ARRAY(SELECT n::orders FROM new_rows n));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Inserted lines get a function of their own (order_items_sales_changed keeps updates and deletes),
-- so the check above runs before anything is gathered.
CREATE FUNCTION order_items_sales_inserted() RETURNS trigger AS $$
BEGIN
  IF current_setting('comanda.order_write', true) = 'on' THEN
    RETURN NULL;
  END IF;
  -- Lines count with their order as it stands.
  PERFORM queue_line_sales(NULL::order_items[], NULL::orders[], ARRAY(SELECT n::order_items FROM new_rows n),
    ARRAY(SELECT p FROM orders p WHERE p.id IN (SELECT order_id FROM new_rows)));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER order_items_sales_inserted ON order_items;
--> statement-breakpoint
CREATE TRIGGER order_items_sales_inserted AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_sales_inserted();
