CREATE TABLE "partner_poll_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);

--> statement-breakpoint
-- Decision 0063: Keeta's credentials are Comanda's now, and a store is linked by its Keeta id through
-- Keeta's onboarding. A Keeta link made with keys an owner pasted was never onboarded under Comanda's
-- app (and shared keys are how one restaurant's orders reached another): it stops, keeps its orders
-- and history, and tells the owner to link again with the store id.
UPDATE "delivery_integrations"
SET "status" = 'inactive',
    "api_key" = NULL,
    "secret_key" = NULL,
    "base_url" = NULL,
    "merchant_id" = NULL,
    "poll_lease_until" = NULL,
    "sync_errors" = 'A Keeta agora se conecta só pelo ID da loja: clique em Conectar e informe o ID da sua loja na Keeta.'
WHERE "platform" = 'keeta' AND "api_key" IS NOT NULL;
