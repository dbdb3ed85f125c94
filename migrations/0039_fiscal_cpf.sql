ALTER TABLE "orders" ADD COLUMN "fiscal_cpf" text;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "fiscal_cpf" text;