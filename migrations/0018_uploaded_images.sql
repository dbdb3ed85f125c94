CREATE TABLE "uploaded_images" (
	"name" text PRIMARY KEY NOT NULL,
	"restaurant_id" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_images_restaurant_idx" ON "uploaded_images" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "uploaded_images_created_idx" ON "uploaded_images" USING btree ("created_at");