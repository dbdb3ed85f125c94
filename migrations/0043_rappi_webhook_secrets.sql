CREATE TABLE "rappi_webhook_secrets" (
	"client_id" text NOT NULL,
	"event" text NOT NULL,
	"secret" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rappi_webhook_secrets_client_id_event_pk" PRIMARY KEY("client_id","event")
);
