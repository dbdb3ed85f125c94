-- Every order change gets the next change_seq (the event stream's id, for Last-Event-ID replay) and
-- is announced on the 'order_changes' channel at commit. A trigger covers every writer: diner orders,
-- panel actions, counter orders and platform imports alike, on PGlite and PostgreSQL.
CREATE FUNCTION orders_bump_change_seq() RETURNS trigger AS $$
BEGIN
  NEW.change_seq := nextval(pg_get_serial_sequence('orders', 'change_seq'));
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_bump_change_seq BEFORE UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_bump_change_seq();
--> statement-breakpoint
CREATE FUNCTION orders_notify_change() RETURNS trigger AS $$
BEGIN
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
CREATE TRIGGER orders_notify_change AFTER INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_notify_change();
