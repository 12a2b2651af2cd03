import { releaseVersionPattern, remoteNamePattern } from './remotes';
import { MAX_REPORT_COUNT, MAX_REPORT_ENTRIES, type RemoteLoadReport } from './remoteTelemetry';
import { z } from './zod';

const count = z
  .number()
  .int('次数须为整数')
  .min(0, '次数不能为负数')
  .max(MAX_REPORT_COUNT, `每次上报的次数不能超过 ${MAX_REPORT_COUNT}`);

/** `POST /api/telemetry/remotes`: what the page saw of each area's version since its last report. */
export const remoteLoadReportSchema: z.ZodType<RemoteLoadReport> = z.object({
  entries: z
    .array(
      z.object({
        area: z.string().regex(remoteNamePattern, '区域名不正确'),
        version: z.string().regex(releaseVersionPattern, '版本号不正确'),
        loads: count,
        manifest: count,
        entry: count,
        chunk: count,
        render: count,
      }),
    )
    .min(1, '上报内容不能为空')
    .max(MAX_REPORT_ENTRIES, `每次上报不能超过 ${MAX_REPORT_ENTRIES} 条`),
});
