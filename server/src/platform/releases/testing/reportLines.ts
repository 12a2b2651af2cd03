import { noCounts, type RemoteLoadCounts, type RemoteLoadReportEntry } from '@yjf/domain/remoteTelemetry';

/** One line of a browser's report: what a page load saw of `version` of `area`, nothing where not given. */
export const reportLine = (
  area: string,
  version: string,
  counts: Partial<RemoteLoadCounts> = {},
): RemoteLoadReportEntry => ({ area, version, ...noCounts(), ...counts });
