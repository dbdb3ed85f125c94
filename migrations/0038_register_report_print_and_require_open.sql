ALTER TYPE "public"."ticket_kind" ADD VALUE 'fechamento-caixa';--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "require_open_register" boolean DEFAULT false NOT NULL;