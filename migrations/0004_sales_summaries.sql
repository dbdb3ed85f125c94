CREATE TABLE "order_sales_daily" (
	"restaurant_id" text NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"order_source" "order_source" NOT NULL,
	"delivery_type" "delivery_type" NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" numeric(14, 2) DEFAULT '0' NOT NULL,
	"delivered_orders" integer DEFAULT 0 NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discounts" numeric(14, 2) DEFAULT '0' NOT NULL,
	"delivery_fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	"platform_fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_sales_daily_pk" PRIMARY KEY("restaurant_id","day","hour","order_source","delivery_type")
);
--> statement-breakpoint
CREATE TABLE "product_sales_daily" (
	"restaurant_id" text NOT NULL,
	"day" date NOT NULL,
	"order_source" "order_source" NOT NULL,
	"delivery_type" "delivery_type" NOT NULL,
	"menu_item_key" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sales" numeric(14, 2) DEFAULT '0' NOT NULL,
	"revenue" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "product_sales_daily_pk" PRIMARY KEY("restaurant_id","day","order_source","delivery_type","menu_item_key","name")
);
--> statement-breakpoint
ALTER TABLE "order_sales_daily" ADD CONSTRAINT "order_sales_daily_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_daily" ADD CONSTRAINT "product_sales_daily_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The summaries change in the same transaction as the orders and lines they add up, so they are
-- exact at every moment. Each change is a signed contribution: a new row adds (+1), a removed row
-- subtracts (-1), an update subtracts the old row and adds the new one. Cancelled orders contribute
-- nothing; only delivered ones add revenue. Groups are written in key order so two transactions
-- never wait on each other's rows crosswise, and nothing is written for a restaurant being deleted.
CREATE FUNCTION apply_order_sales(removed orders[], added orders[]) RETURNS void AS $$
BEGIN
  INSERT INTO order_sales_daily AS s (restaurant_id, day, hour, order_source, delivery_type, orders, sales,
    delivered_orders, revenue, discounts, delivery_fees, platform_fees)
  SELECT o.restaurant_id,
    (o.created_at AT TIME ZONE 'America/Sao_Paulo')::date,
    extract(hour FROM o.created_at AT TIME ZONE 'America/Sao_Paulo')::smallint,
    o.order_source,
    o.delivery_type,
    sum(o.sign)::int,
    sum(o.sign * o.total),
    coalesce(sum(o.sign) FILTER (WHERE o.status = 'delivered'), 0)::int,
    coalesce(sum(o.sign * o.total) FILTER (WHERE o.status = 'delivered'), 0),
    coalesce(sum(o.sign * (o.discount_applied + o.coupon_discount)) FILTER (WHERE o.status = 'delivered'), 0),
    coalesce(sum(o.sign * o.delivery_fee) FILTER (WHERE o.status = 'delivered'), 0),
    coalesce(sum(o.sign * coalesce(o.platform_fee, 0)) FILTER (WHERE o.status = 'delivered'), 0)
  FROM (
    SELECT -1 AS sign, r.* FROM unnest(removed) r
    UNION ALL
    SELECT 1, a.* FROM unnest(added) a
  ) o
  WHERE o.status <> 'cancelled' AND EXISTS (SELECT 1 FROM restaurants WHERE id = o.restaurant_id)
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
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Lines count as their order stands: each side pairs lines with the order rows of that side.
CREATE FUNCTION apply_line_sales(
  removed_lines order_items[], removed_orders orders[], added_lines order_items[], added_orders orders[]
) RETURNS void AS $$
BEGIN
  INSERT INTO product_sales_daily AS s (restaurant_id, day, order_source, delivery_type, menu_item_key, name,
    quantity, sales, revenue)
  SELECT x.restaurant_id,
    (x.created_at AT TIME ZONE 'America/Sao_Paulo')::date,
    x.order_source,
    x.delivery_type,
    coalesce(x.menu_item_id, ''),
    x.name,
    sum(x.sign * x.quantity)::int,
    sum(x.sign * x.subtotal),
    coalesce(sum(x.sign * x.subtotal) FILTER (WHERE x.status = 'delivered'), 0)
  FROM (
    SELECT -1 AS sign, o.restaurant_id, o.created_at, o.order_source, o.delivery_type, o.status,
      l.menu_item_id, l.name, l.quantity, l.subtotal
    FROM unnest(removed_lines) l JOIN unnest(removed_orders) o ON o.id = l.order_id
    UNION ALL
    SELECT 1, o.restaurant_id, o.created_at, o.order_source, o.delivery_type, o.status,
      l.menu_item_id, l.name, l.quantity, l.subtotal
    FROM unnest(added_lines) l JOIN unnest(added_orders) o ON o.id = l.order_id
  ) x
  WHERE x.status <> 'cancelled' AND EXISTS (SELECT 1 FROM restaurants WHERE id = x.restaurant_id)
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT product_sales_daily_pk DO UPDATE SET
    quantity = s.quantity + excluded.quantity,
    sales = s.sales + excluded.sales,
    revenue = s.revenue + excluded.revenue;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION orders_sales_inserted() RETURNS trigger AS $$
BEGIN
  -- A new order has no lines yet: they add themselves when inserted.
  PERFORM apply_order_sales(NULL::orders[], ARRAY(SELECT n::orders FROM new_rows n));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION orders_sales_updated() RETURNS trigger AS $$
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
  PERFORM apply_order_sales(before_rows, after_rows);
  lines := ARRAY(SELECT i FROM order_items i WHERE i.order_id = ANY (SELECT (unnest(after_rows)).id));
  PERFORM apply_line_sales(lines, before_rows, lines, after_rows);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Before the delete, while its lines are still there (they go with it by cascade).
CREATE FUNCTION orders_sales_deleting() RETURNS trigger AS $$
BEGIN
  PERFORM apply_order_sales(ARRAY[OLD], NULL::orders[]);
  PERFORM apply_line_sales(ARRAY(SELECT i FROM order_items i WHERE i.order_id = OLD.id), ARRAY[OLD], NULL::order_items[], NULL::orders[]);
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION order_items_sales_changed() RETURNS trigger AS $$
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
    WHERE p.id IN (SELECT (unnest(removed)).order_id UNION SELECT (unnest(added)).order_id)
  );
  PERFORM apply_line_sales(removed, parents, added, parents);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_sales_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_sales_inserted();
--> statement-breakpoint
CREATE TRIGGER orders_sales_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_sales_updated();
--> statement-breakpoint
CREATE TRIGGER orders_sales_deleting BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_sales_deleting();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_inserted AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_sales_changed();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_updated AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_sales_changed();
--> statement-breakpoint
CREATE TRIGGER order_items_sales_deleted AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_sales_changed();
--> statement-breakpoint
-- Recomputes one restaurant's summaries from its orders and lines: the back-fill below, and a bulk
-- load that ran with triggers off (bench/reports.mjs).
CREATE FUNCTION rebuild_sales_summaries(target text) RETURNS void AS $$
DECLARE
  all_orders orders[];
BEGIN
  DELETE FROM order_sales_daily WHERE restaurant_id = target;
  DELETE FROM product_sales_daily WHERE restaurant_id = target;
  all_orders := ARRAY(SELECT o FROM orders o WHERE o.restaurant_id = target);
  PERFORM apply_order_sales(NULL::orders[], all_orders);
  PERFORM apply_line_sales(NULL::order_items[], NULL::orders[], ARRAY(SELECT i FROM order_items i WHERE i.restaurant_id = target), all_orders);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT rebuild_sales_summaries(id) FROM restaurants;
