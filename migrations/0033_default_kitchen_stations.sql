-- Issue 34 (decision 0047): restaurants registered before the kitchen start with its default
-- stations, Cozinha, Bar and Caixa (domain/kitchen/stations.ts DEFAULT_STATIONS), no printer yet.
-- A restaurant that already has any station is left as it is.
INSERT INTO "kitchen_stations" ("id", "restaurant_id", "name", "kind", "position")
SELECT gen_random_uuid()::text, r."id", d."name", d."kind"::"station_kind", d."position"
FROM "restaurants" r
CROSS JOIN (VALUES ('Cozinha', 'producao', 0), ('Bar', 'producao', 1), ('Caixa', 'caixa', 2)) AS d("name", "kind", "position")
WHERE NOT EXISTS (SELECT 1 FROM "kitchen_stations" s WHERE s."restaurant_id" = r."id");
