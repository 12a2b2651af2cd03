import type { App, AppContext } from '../../../context';
import { escapeHtml, sendPlatformPage } from '../../../http/platformPage';
import { requirePlatformPage } from '../../../platform/auth/pageSession';
import { collectDatabaseStatus, type DatabaseStatus } from './databaseStatus';

/**
 * `/druid` (spec section 7): the database status page, named after the Druid monitor of the Java back offices
 * users know. Server-rendered, no script, for platform administrators signed in in this browser (the 数据库监控
 * menu opens it in a new window).
 */
export async function druidRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/druid',
    { onRequest: requirePlatformPage(ctx, 'monitor:list'), schema: { hide: true } },
    async (_request, reply) =>
      sendPlatformPage(reply, '数据库监控', renderStatus(await collectDatabaseStatus(ctx.database))),
  );
}

const number = (value: number) => value.toLocaleString('zh-CN');

/** 1.5 MB, 320 KB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`;
}

const dash = '<span class="muted">—</span>';

/** The page body: overview, connections, largest tables and slowest statements. */
export function renderStatus(status: DatabaseStatus): string {
  const kind = status.driver === 'pglite' ? '内嵌数据库 PGlite' : 'PostgreSQL';
  const connections =
    status.connections === null
      ? '1（内嵌数据库，只有服务进程自己）'
      : status.connections.length
        ? status.connections.map((c) => `${escapeHtml(c.state)} ${number(c.count)}`).join('，')
        : '0';
  const total = status.connections?.reduce((sum, c) => sum + c.count, 0);
  const overview = `<section><h2>概况</h2><dl>
<dt>数据库类型</dt><dd>${kind}</dd>
<dt>版本</dt><dd>${status.version ? escapeHtml(status.version) : dash}</dd>
<dt>数据库大小</dt><dd>${status.sizeBytes === null ? dash : formatBytes(status.sizeBytes)}</dd>
<dt>连接数</dt><dd>${total === undefined ? '' : `共 ${number(total)}：`}${connections}</dd>
<dt>缓存命中率</dt><dd>${status.cacheHitPercent === null ? dash : `${status.cacheHitPercent.toFixed(2)}%`}</dd>
<dt>统计耗时</dt><dd>${number(status.collectedInMs)} 毫秒</dd>
</dl></section>`;

  const tableRows = status.tables
    .map(
      (t) =>
        `<tr><td>${escapeHtml(t.schema === 'public' ? t.name : `${t.schema}.${t.name}`)}</td><td class="num">${formatBytes(t.bytes)}</td><td class="num">${number(t.rows)}</td></tr>`,
    )
    .join('');
  const tables = `<section><h2>最大的表</h2><table><thead><tr><th>表名</th><th class="num">占用空间（含索引）</th><th class="num">估计行数</th></tr></thead>
<tbody>${tableRows || `<tr><td colspan="3" class="muted">没有数据</td></tr>`}</tbody></table></section>`;

  const slow =
    status.slowStatements === null
      ? '<p class="muted">未启用 pg_stat_statements：在 PostgreSQL 的 shared_preload_libraries 中加入它并执行 CREATE EXTENSION pg_stat_statements 后，这里会列出平均耗时最长的语句。</p>'
      : `<table><thead><tr><th>语句</th><th class="num">次数</th><th class="num">平均耗时</th><th class="num">总耗时</th></tr></thead><tbody>${
          status.slowStatements
            .map(
              (s) =>
                `<tr><td><code>${escapeHtml(s.query.slice(0, 500))}</code></td><td class="num">${number(s.calls)}</td><td class="num">${s.meanMs.toFixed(2)} 毫秒</td><td class="num">${s.totalMs.toFixed(0)} 毫秒</td></tr>`,
            )
            .join('') || '<tr><td colspan="4" class="muted">没有数据</td></tr>'
        }</tbody></table>`;
  return `${overview}${tables}<section><h2>慢查询</h2>${slow}</section>`;
}
