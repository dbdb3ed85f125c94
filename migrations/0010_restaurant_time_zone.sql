ALTER TABLE "restaurants" ADD COLUMN "time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL;--> statement-breakpoint
-- hand-written below
-- Each restaurant's zone from its state (decision 0014): the zone of the state's capital, as
-- @brazilian-utils/brazilian-utils getTimezoneByState maps it (IANA zone1970.tab, BR rows).
UPDATE restaurants SET time_zone = CASE upper(trim(state))
  WHEN 'AC' THEN 'America/Rio_Branco'
  WHEN 'AL' THEN 'America/Maceio'
  WHEN 'AM' THEN 'America/Manaus'
  WHEN 'AP' THEN 'America/Belem'
  WHEN 'BA' THEN 'America/Bahia'
  WHEN 'CE' THEN 'America/Fortaleza'
  WHEN 'MA' THEN 'America/Fortaleza'
  WHEN 'MS' THEN 'America/Campo_Grande'
  WHEN 'MT' THEN 'America/Cuiaba'
  WHEN 'PA' THEN 'America/Belem'
  WHEN 'PB' THEN 'America/Fortaleza'
  WHEN 'PE' THEN 'America/Recife'
  WHEN 'PI' THEN 'America/Fortaleza'
  WHEN 'RN' THEN 'America/Fortaleza'
  WHEN 'RO' THEN 'America/Porto_Velho'
  WHEN 'RR' THEN 'America/Boa_Vista'
  WHEN 'SE' THEN 'America/Maceio'
  WHEN 'TO' THEN 'America/Araguaina'
  ELSE 'America/Sao_Paulo'
END
WHERE state IS NOT NULL;
--> statement-breakpoint
-- The sales summaries bucket by the restaurant's own calendar day and hour, so 'hoje' in its reports
-- is the day its owner lives (was São Paulo's for everyone, migration 0004).
CREATE OR REPLACE FUNCTION apply_order_sales(removed orders[], added orders[]) RETURNS void AS $$
BEGIN
  INSERT INTO order_sales_daily AS s (restaurant_id, day, hour, order_source, delivery_type, orders, sales,
    delivered_orders, revenue, discounts, delivery_fees, platform_fees)
  SELECT o.restaurant_id,
    (o.created_at AT TIME ZONE rs.time_zone)::date,
    extract(hour FROM o.created_at AT TIME ZONE rs.time_zone)::smallint,
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
  JOIN restaurants rs ON rs.id = o.restaurant_id
  WHERE o.status <> 'cancelled'
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
CREATE OR REPLACE FUNCTION apply_line_sales(
  removed_lines order_items[], removed_orders orders[], added_lines order_items[], added_orders orders[]
) RETURNS void AS $$
BEGIN
  INSERT INTO product_sales_daily AS s (restaurant_id, day, order_source, delivery_type, menu_item_key, name,
    quantity, sales, revenue)
  SELECT x.restaurant_id,
    (x.created_at AT TIME ZONE rs.time_zone)::date,
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
  JOIN restaurants rs ON rs.id = x.restaurant_id
  WHERE x.status <> 'cancelled'
  GROUP BY 1, 2, 3, 4, 5, 6
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT product_sales_daily_pk DO UPDATE SET
    quantity = s.quantity + excluded.quantity,
    sales = s.sales + excluded.sales,
    revenue = s.revenue + excluded.revenue;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Restaurants outside São Paulo's zone get their rows re-bucketed.
SELECT rebuild_sales_summaries(id) FROM restaurants WHERE time_zone <> 'America/Sao_Paulo';
