CREATE TABLE "order_sales_pending" (
	"restaurant_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"order_source" "order_source" NOT NULL,
	"delivery_type" "delivery_type" NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" numeric(14, 2) DEFAULT '0' NOT NULL,
	"delivered_orders" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discounts" numeric(14, 2) DEFAULT '0' NOT NULL,
	"delivery_fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	"platform_fees" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sales_pending" (
	"restaurant_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"order_source" "order_source" NOT NULL,
	"delivery_type" "delivery_type" NOT NULL,
	"menu_item_key" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sales" numeric(14, 2) DEFAULT '0' NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_sales_pending_restaurant_idx" ON "order_sales_pending" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "product_sales_pending_restaurant_idx" ON "product_sales_pending" USING btree ("restaurant_id");
--> statement-breakpoint
-- hand-written below
-- The summary triggers append to the pending tables instead of adding into the daily rows inside
-- the order's transaction (decision 0026): in one restaurant's rush every order used to wait on the
-- same hour's row. Figures are signed like apply_order_sales' (-1 the row as it was, +1 as it is).
CREATE FUNCTION queue_order_sales(removed orders[], added orders[]) RETURNS void AS $$
BEGIN
  INSERT INTO order_sales_pending (restaurant_id, created_at, order_source, delivery_type, orders, sales,
    delivered_orders, revenue, discounts, delivery_fees, platform_fees)
  SELECT o.restaurant_id, o.created_at, o.order_source, o.delivery_type,
    o.sign,
    o.sign * o.total,
    CASE WHEN o.status = 'delivered' THEN o.sign ELSE 0 END,
    CASE WHEN o.status = 'delivered' THEN o.sign * o.total ELSE 0 END,
    CASE WHEN o.status = 'delivered' THEN o.sign * (o.discount_applied + o.coupon_discount) ELSE 0 END,
    CASE WHEN o.status = 'delivered' THEN o.sign * o.delivery_fee ELSE 0 END,
    CASE WHEN o.status = 'delivered' THEN o.sign * coalesce(o.platform_fee, 0) ELSE 0 END
  FROM (
    SELECT -1 AS sign, r.* FROM unnest(removed) r
    UNION ALL
    SELECT 1, a.* FROM unnest(added) a
  ) o
  WHERE o.status <> 'cancelled';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION queue_line_sales(
  removed_lines order_items[], removed_orders orders[], added_lines order_items[], added_orders orders[]
) RETURNS void AS $$
BEGIN
  INSERT INTO product_sales_pending (restaurant_id, created_at, order_source, delivery_type, menu_item_key, name,
    quantity, sales, revenue)
  SELECT x.restaurant_id, x.created_at, x.order_source, x.delivery_type,
    coalesce(x.menu_item_id, ''),
    x.name,
    x.sign * x.quantity,
    x.sign * x.subtotal,
    CASE WHEN x.status = 'delivered' THEN x.sign * x.subtotal ELSE 0 END
  FROM (
    SELECT -1 AS sign, o.restaurant_id, o.created_at, o.order_source, o.delivery_type, o.status,
      l.menu_item_id, l.name, l.quantity, l.subtotal
    FROM unnest(removed_lines) l JOIN unnest(removed_orders) o ON o.id = l.order_id
    UNION ALL
    SELECT 1, o.restaurant_id, o.created_at, o.order_source, o.delivery_type, o.status,
      l.menu_item_id, l.name, l.quantity, l.subtotal
    FROM unnest(added_lines) l JOIN unnest(added_orders) o ON o.id = l.order_id
  ) x
  WHERE x.status <> 'cancelled';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_sales_inserted() RETURNS trigger AS $$
BEGIN
  -- A new order has no lines yet: they queue themselves when inserted.
  PERFORM queue_order_sales(NULL::orders[], ARRAY(SELECT n::orders FROM new_rows n));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_sales_updated() RETURNS trigger AS $$
DECLARE
  before_rows orders[];
  after_rows orders[];
  lines order_items[];
BEGIN
  -- Most updates (confirming, preparing, printing, syncing) change nothing a summary holds.
  SELECT array_agg(o::orders), array_agg(n::orders) INTO before_rows, after_rows
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.restaurant_id, o.created_at, o.order_source, o.delivery_type, o.status = 'cancelled',
         o.status = 'delivered', o.total, o.discount_applied, o.coupon_discount, o.delivery_fee, o.platform_fee)
    IS DISTINCT FROM
        (n.restaurant_id, n.created_at, n.order_source, n.delivery_type, n.status = 'cancelled',
         n.status = 'delivered', n.total, n.discount_applied, n.coupon_discount, n.delivery_fee, n.platform_fee);
  IF before_rows IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM queue_order_sales(before_rows, after_rows);
  lines := ARRAY(SELECT i FROM order_items i WHERE i.order_id = ANY (SELECT (unnest(after_rows)).id));
  PERFORM queue_line_sales(lines, before_rows, lines, after_rows);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_sales_deleting() RETURNS trigger AS $$
BEGIN
  PERFORM queue_order_sales(ARRAY[OLD], NULL::orders[]);
  PERFORM queue_line_sales(ARRAY(SELECT i FROM order_items i WHERE i.order_id = OLD.id), ARRAY[OLD], NULL::order_items[], NULL::orders[]);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_items_sales_changed() RETURNS trigger AS $$
DECLARE
  removed order_items[];
  added order_items[];
  parents orders[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    added := ARRAY(SELECT n::order_items FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    removed := ARRAY(SELECT o::order_items FROM old_rows o);
  ELSE
    SELECT array_agg(o::order_items), array_agg(n::order_items) INTO removed, added
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.order_id, o.menu_item_id, o.name, o.quantity, o.subtotal)
      IS DISTINCT FROM (n.order_id, n.menu_item_id, n.name, n.quantity, n.subtotal);
    IF removed IS NULL THEN
      RETURN NULL;
    END IF;
  END IF;
  -- Lines count with their order as it stands; lines whose order is being deleted are gone with it.
  parents := ARRAY(
    SELECT p FROM orders p
    WHERE p.id = ANY (ARRAY(SELECT (unnest(removed)).order_id UNION SELECT (unnest(added)).order_id))
  );
  PERFORM queue_line_sales(removed, parents, added, parents);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Moves every pending change into the daily rows, bucketed by each restaurant's zone as it stands,
-- in this one transaction: a crash part-way leaves both tables as they were. Rows committed after
-- the DELETE's snapshot stay for the next fold. Sorted upserts keep two folds from deadlocking.
CREATE FUNCTION fold_sales_pending() RETURNS integer AS $$
DECLARE
  folded integer;
  lines integer;
BEGIN
  WITH taken AS (DELETE FROM order_sales_pending RETURNING *)
  INSERT INTO order_sales_daily AS s (restaurant_id, day, hour, order_source, delivery_type, orders, sales,
    delivered_orders, revenue, discounts, delivery_fees, platform_fees)
  SELECT t.restaurant_id,
    (t.created_at AT TIME ZONE rs.time_zone)::date,
    extract(hour FROM t.created_at AT TIME ZONE rs.time_zone)::smallint,
    t.order_source, t.delivery_type,
    sum(t.orders)::int, sum(t.sales), sum(t.delivered_orders)::int, sum(t.revenue), sum(t.discounts),
    sum(t.delivery_fees), sum(t.platform_fees)
  FROM taken t
  JOIN restaurants rs ON rs.id = t.restaurant_id
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT order_sales_daily_pk DO UPDATE SET
    orders = s.orders + excluded.orders,
    sales = s.sales + excluded.sales,
    delivered_orders = s.delivered_orders + excluded.delivered_orders,
    revenue = s.revenue + excluded.revenue,
    discounts = s.discounts + excluded.discounts,
    delivery_fees = s.delivery_fees + excluded.delivery_fees,
    platform_fees = s.platform_fees + excluded.platform_fees;
  GET DIAGNOSTICS folded = ROW_COUNT;
  WITH taken AS (DELETE FROM product_sales_pending RETURNING *)
  INSERT INTO product_sales_daily AS s (restaurant_id, day, order_source, delivery_type, menu_item_key, name,
    quantity, sales, revenue)
  SELECT t.restaurant_id,
    (t.created_at AT TIME ZONE rs.time_zone)::date,
    t.order_source, t.delivery_type, t.menu_item_key, t.name,
    sum(t.quantity)::int, sum(t.sales), sum(t.revenue)
  FROM taken t
  JOIN restaurants rs ON rs.id = t.restaurant_id
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT product_sales_daily_pk DO UPDATE SET
    quantity = s.quantity + excluded.quantity,
    sales = s.sales + excluded.sales,
    revenue = s.revenue + excluded.revenue;
  GET DIAGNOSTICS lines = ROW_COUNT;
  RETURN folded + lines;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A rebuild holds off every order write (their triggers append to the pending tables) until it
-- commits, and waits for those in flight: each order is then either in what it recomputes or
-- still pending after it, never both and never neither. Rebuilds are rare (a zone change, a load).
-- SHARE ROW EXCLUSIVE conflicts with itself: two rebuilds queue instead of deadlocking on the
-- deletes below; reports still read.
CREATE OR REPLACE FUNCTION rebuild_sales_summaries(target text) RETURNS void AS $$
DECLARE
  all_orders orders[];
BEGIN
  LOCK TABLE order_sales_pending, product_sales_pending IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM order_sales_pending WHERE restaurant_id = target;
  DELETE FROM product_sales_pending WHERE restaurant_id = target;
  DELETE FROM order_sales_daily WHERE restaurant_id = target;
  DELETE FROM product_sales_daily WHERE restaurant_id = target;
  all_orders := ARRAY(SELECT o FROM orders o WHERE o.restaurant_id = target);
  PERFORM apply_order_sales(NULL::orders[], all_orders);
  PERFORM apply_line_sales(NULL::order_items[], NULL::orders[], ARRAY(SELECT i FROM order_items i WHERE i.restaurant_id = target), all_orders);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- What reports read: folded rows plus pending changes bucketed the way the fold will bucket them.
CREATE VIEW order_sales_current AS
  SELECT restaurant_id, day, hour, order_source, delivery_type, orders, sales, delivered_orders, revenue,
    discounts, delivery_fees, platform_fees
  FROM order_sales_daily
  UNION ALL
  SELECT p.restaurant_id,
    (p.created_at AT TIME ZONE rs.time_zone)::date,
    extract(hour FROM p.created_at AT TIME ZONE rs.time_zone)::smallint,
    p.order_source, p.delivery_type, p.orders, p.sales, p.delivered_orders, p.revenue, p.discounts,
    p.delivery_fees, p.platform_fees
  FROM order_sales_pending p
  JOIN restaurants rs ON rs.id = p.restaurant_id;
--> statement-breakpoint
CREATE VIEW product_sales_current AS
  SELECT restaurant_id, day, order_source, delivery_type, menu_item_key, name, quantity, sales, revenue
  FROM product_sales_daily
  UNION ALL
  SELECT p.restaurant_id,
    (p.created_at AT TIME ZONE rs.time_zone)::date,
    p.order_source, p.delivery_type, p.menu_item_key, p.name, p.quantity, p.sales, p.revenue
  FROM product_sales_pending p
  JOIN restaurants rs ON rs.id = p.restaurant_id;
