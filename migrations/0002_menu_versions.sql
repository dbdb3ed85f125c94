CREATE TABLE "menu_versions" (
	"restaurant_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_versions" ADD CONSTRAINT "menu_versions_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every write to what the public menu shows bumps its restaurant's menu version, whoever writes it
-- (the menu screens, stock movements, order confirmations, imports), so the menu API's cached answer
-- is never served after a change. Statement-level would miss the restaurant; rows are few per write.
CREATE FUNCTION bump_menu_version(target text) RETURNS void AS $$
BEGIN
  IF target IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO menu_versions (restaurant_id, version) VALUES (target, 1)
  ON CONFLICT (restaurant_id) DO UPDATE SET version = menu_versions.version + 1;
EXCEPTION WHEN foreign_key_violation THEN
  -- The restaurant itself is being deleted: nothing left to version.
  RETURN;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION menu_changed_by_restaurant() RETURNS trigger AS $$
BEGIN
  PERFORM bump_menu_version(CASE WHEN TG_OP = 'DELETE' THEN OLD.restaurant_id ELSE NEW.restaurant_id END);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION menu_changed_by_group() RETURNS trigger AS $$
BEGIN
  PERFORM bump_menu_version((SELECT restaurant_id FROM option_groups
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.group_id ELSE NEW.group_id END));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER menu_items_bump_menu_version AFTER INSERT OR UPDATE OR DELETE ON menu_items
  FOR EACH ROW EXECUTE FUNCTION menu_changed_by_restaurant();
--> statement-breakpoint
CREATE TRIGGER categories_bump_menu_version AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION menu_changed_by_restaurant();
--> statement-breakpoint
CREATE TRIGGER option_groups_bump_menu_version AFTER INSERT OR UPDATE OR DELETE ON option_groups
  FOR EACH ROW EXECUTE FUNCTION menu_changed_by_restaurant();
--> statement-breakpoint
CREATE TRIGGER options_bump_menu_version AFTER INSERT OR UPDATE OR DELETE ON options
  FOR EACH ROW EXECUTE FUNCTION menu_changed_by_group();
--> statement-breakpoint
CREATE TRIGGER menu_item_option_groups_bump_menu_version AFTER INSERT OR UPDATE OR DELETE ON menu_item_option_groups
  FOR EACH ROW EXECUTE FUNCTION menu_changed_by_group();
