CREATE TYPE "public"."fiscal_environment" AS ENUM('homologacao', 'producao');--> statement-breakpoint
CREATE TYPE "public"."fiscal_issue_mode" AS ENUM('automatico', 'manual');--> statement-breakpoint
CREATE TYPE "public"."fiscal_receipt_status" AS ENUM('pendente', 'contingencia', 'autorizada', 'rejeitada', 'denegada', 'cancelada');--> statement-breakpoint
CREATE TYPE "public"."fiscal_sale_kind" AS ENUM('order', 'bill');--> statement-breakpoint
CREATE TYPE "public"."tax_regime" AS ENUM('simples', 'mei', 'normal');--> statement-breakpoint
CREATE TABLE "fiscal_profiles" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"cnpj" text NOT NULL,
	"state_registration" text NOT NULL,
	"legal_name" text NOT NULL,
	"state" text NOT NULL,
	"regime" "tax_regime" NOT NULL,
	"environment" "fiscal_environment" DEFAULT 'homologacao' NOT NULL,
	"csc_id" text NOT NULL,
	"csc_token_encrypted" text NOT NULL,
	"provider" text DEFAULT 'focus_nfe' NOT NULL,
	"provider_company_id" text,
	"token_homologacao_encrypted" text,
	"token_producao_encrypted" text,
	"certificate_valid_until" timestamp with time zone,
	"certificate_cnpj" text,
	"issue_mode" "fiscal_issue_mode" DEFAULT 'automatico' NOT NULL,
	"ask_cpf_at_checkout" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiscal_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"ref" text NOT NULL,
	"sale_kind" "fiscal_sale_kind" NOT NULL,
	"order_id" text,
	"bill_id" text,
	"status" "fiscal_receipt_status" DEFAULT 'pendente' NOT NULL,
	"environment" "fiscal_environment" NOT NULL,
	"cpf" text,
	"total_cents" integer NOT NULL,
	"document" jsonb NOT NULL,
	"number" text,
	"series" text,
	"access_key" text,
	"qr_code_url" text,
	"consult_url" text,
	"protocol" text,
	"authorized_at" timestamp with time zone,
	"contingency" boolean DEFAULT false NOT NULL,
	"sefaz_code" text,
	"sefaz_message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"cancelled_at" timestamp with time zone,
	"cancel_justification" text,
	"xml" text,
	"cancel_xml" text,
	"issued_by_staff_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_receipts_one_sale" CHECK (("fiscal_receipts"."order_id" is not null) <> ("fiscal_receipts"."bill_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "fiscal_tax" jsonb;--> statement-breakpoint
ALTER TABLE "fiscal_profiles" ADD CONSTRAINT "fiscal_profiles_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_issued_by_staff_id_staff_members_id_fk" FOREIGN KEY ("issued_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_receipts_restaurant_ref_unique" ON "fiscal_receipts" USING btree ("restaurant_id","ref");--> statement-breakpoint
CREATE INDEX "fiscal_receipts_restaurant_created_idx" ON "fiscal_receipts" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE INDEX "fiscal_receipts_order_idx" ON "fiscal_receipts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "fiscal_receipts_bill_idx" ON "fiscal_receipts" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "fiscal_receipts_staff_idx" ON "fiscal_receipts" USING btree ("issued_by_staff_id");--> statement-breakpoint
CREATE INDEX "fiscal_receipts_due_idx" ON "fiscal_receipts" USING btree ("next_attempt_at") WHERE "fiscal_receipts"."next_attempt_at" is not null;