CREATE TABLE "role_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- What a user's roles allow changes with roles, the roles users hold, the roles' menus and the menus'
-- permissions: each statement that writes one of them raises the epoch, in its own transaction (see
-- roleEpochTable.ts). The session check reuses a user's roles while the epoch is the same.
INSERT INTO "role_epoch" ("id", "epoch") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION raise_role_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE role_epoch SET epoch = epoch + 1 WHERE id = 1;
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
