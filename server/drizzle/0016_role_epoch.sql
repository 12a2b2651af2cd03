CREATE TABLE "role_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- What a user's roles allow changes with roles, the roles users hold, the roles' menus and the menus'
-- permissions: each statement that writes one of them raises the epoch, in its own transaction (see
-- roleEpochTable.ts). The session check reuses a user's roles while the epoch is the same. The row is written by
-- the first such statement (none yet reads as 0): a freshly migrated database holds no row, as db:move expects.
CREATE FUNCTION raise_role_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO role_epoch (id, epoch) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET epoch = role_epoch.epoch + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER roles_role_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION raise_role_epoch();
--> statement-breakpoint
CREATE TRIGGER user_roles_role_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION raise_role_epoch();
--> statement-breakpoint
CREATE TRIGGER role_menus_role_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_menus FOR EACH STATEMENT EXECUTE FUNCTION raise_role_epoch();
--> statement-breakpoint
CREATE TRIGGER menus_role_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus FOR EACH STATEMENT EXECUTE FUNCTION raise_role_epoch();
