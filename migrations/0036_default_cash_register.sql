-- Issue 35 (decision 0051): every restaurant has its register, 'Caixa'; restaurants registered before
-- the register start with it (domain/register/register-session.ts DEFAULT_REGISTER_NAME). A
-- restaurant that already has any register is left as it is.
INSERT INTO "cash_registers" ("id", "restaurant_id", "name", "position")
SELECT gen_random_uuid()::text, r."id", 'Caixa', 0
FROM "restaurants" r
WHERE NOT EXISTS (SELECT 1 FROM "cash_registers" c WHERE c."restaurant_id" = r."id");
