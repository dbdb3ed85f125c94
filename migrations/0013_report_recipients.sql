CREATE TABLE "scheduled_report_recipients" (
	"id" text PRIMARY KEY NOT NULL,
	"schedule_id" text NOT NULL,
	"restaurant_id" text NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"invited_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduled_report_recipients" ADD CONSTRAINT "scheduled_report_recipients_schedule_id_scheduled_reports_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."scheduled_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_report_recipients" ADD CONSTRAINT "scheduled_report_recipients_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_report_recipients_unique" ON "scheduled_report_recipients" USING btree ("schedule_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_report_recipients_token_unique" ON "scheduled_report_recipients" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "scheduled_report_recipients_restaurant_idx" ON "scheduled_report_recipients" USING btree ("restaurant_id");
--> statement-breakpoint
-- hand-written below
-- Schedules made before recipients had to confirm: each address becomes a row waiting for
-- confirmation. No link is mailed by this; the owner presses 'Reenviar' (decision 0023).
INSERT INTO "scheduled_report_recipients" ("id", "schedule_id", "restaurant_id", "email")
SELECT gen_random_uuid()::text, s."id", s."restaurant_id", e.email
FROM "scheduled_reports" s
CROSS JOIN LATERAL unnest(string_to_array(s."email_to", ',')) AS e(email)
WHERE e.email <> ''
ON CONFLICT DO NOTHING;
