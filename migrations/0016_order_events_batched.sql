-- Orders placed through the order's one write (order-placement.write.ts) are announced in batches
-- by the app (order-announcements.ts): one NOTIFY per batch instead of one per order. Every NOTIFY
-- takes one lock for the whole database from its commit until it is flushed, so one per order made
-- every order's commit wait for the previous one (bench/orders-throughput.mjs: 45% of the sessions
-- waited on it). The write marks its transaction with the setting `comanda.order_events = 'batched'`;
-- every other writer (panel actions, counter orders' later updates, platform imports, any UPDATE)
-- is still announced by this trigger at commit, as before (decision 0028).
CREATE OR REPLACE FUNCTION orders_notify_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' AND current_setting('comanda.order_events', true) = 'batched' THEN
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
