CREATE TABLE "staff_invites" (
	"id" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"email" text NOT NULL,
	"role" "staff_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_staff_id" text,
	"staff_member_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "login_staff_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by_staff_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taken_by_role" text;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_invited_by_staff_id_staff_members_id_fk" FOREIGN KEY ("invited_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_invites_restaurant_idx" ON "staff_invites" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invites_token_unique" ON "staff_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_invites_invited_by_idx" ON "staff_invites" USING btree ("invited_by_staff_id");--> statement-breakpoint
CREATE INDEX "staff_invites_staff_member_idx" ON "staff_invites" USING btree ("staff_member_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_login_staff_id_staff_members_id_fk" FOREIGN KEY ("login_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_login_staff_idx" ON "sessions" USING btree ("login_staff_id");--> statement-breakpoint
CREATE INDEX "staff_actions_subject_idx" ON "staff_actions" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_email_unique" ON "staff_members" USING btree ("email");