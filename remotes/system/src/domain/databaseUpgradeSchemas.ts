/** Largest SQL file `POST /api/database/upload` runs. */
export const MAX_SQL_FILE_BYTES = 1024 * 1024;

/** One SQL file a platform administrator ran, whether it went in or not (`GET /api/database/upgrades`). */
export type DatabaseUpgrade = {
  id: number;
  filename: string;
  sha256: string;
  bytes: number;
  statements: number;
  succeeded: boolean;
  /** 执行成功, or why it did not go in (the database's own message). */
  message: string;
  durationMs: number;
  username: string;
  createTime: string;
};

/** What `POST /api/database/upload` answers when the file went in. */
export type DatabaseUpgradeResult = { message: string; upgrade: DatabaseUpgrade };
