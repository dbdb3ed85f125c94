ALTER TABLE "orders" ADD COLUMN "loyalty_reward_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "loyalty_reward_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_loyalty_reward_id_loyalty_rewards_id_fk" FOREIGN KEY ("loyalty_reward_id") REFERENCES "public"."loyalty_rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_loyalty_reward_idx" ON "orders" USING btree ("loyalty_reward_id");