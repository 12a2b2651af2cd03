-- Each instance keeps the sessions it has checked for a short while (platform/auth/keptSessions.ts). Whatever
-- ends or changes what a kept session holds tells every instance at its commit, on the channel yjf_sessions, from
-- the database itself, so no path is missed (a route, a scheduled job, 数据库升级, psql):
--   sessions:<ids>   sessions deleted (sign-out, 强退, expiry, a password or phone changed), or changed other than
--                    in their last-seen time (which the session check writes once a minute);
--   users:<ids>      users changed or deleted (disabled, renamed, a new avatar);
--   companies:<ids>  companies changed or deleted (disabled, a plan bought or ended);
--   *                anything else: a truncate, the role epoch raised (roles or menus changed), a list too long.
-- A notice's payload holds at most 8,000 bytes: past 7,000 the list gives way to *.
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'TRUNCATE' OR TG_TABLE_NAME = 'role_epoch' THEN
    PERFORM pg_notify('yjf_sessions', '*');
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'sessions' AND TG_OP = 'UPDATE' THEN
    SELECT string_agg(DISTINCT was.id::text, ',') INTO ids FROM changed was JOIN became ON became.id = was.id
      WHERE (was.token_hash, was.user_id, was.company_id, was.expires_at)
        IS DISTINCT FROM (became.token_hash, became.user_id, became.company_id, became.expires_at);
  ELSE
    SELECT string_agg(DISTINCT id::text, ',') INTO ids FROM changed;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('yjf_sessions', CASE WHEN length(ids) > 7000 THEN '*' ELSE TG_TABLE_NAME || ':' || ids END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions REFERENCING OLD TABLE AS changed NEW TABLE AS became FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE ON users REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_deleted AFTER DELETE ON users REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER companies_changed AFTER UPDATE ON companies REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER companies_deleted AFTER DELETE ON companies REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER companies_truncated AFTER TRUNCATE ON companies FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER role_epoch_raised AFTER INSERT OR UPDATE ON role_epoch FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
