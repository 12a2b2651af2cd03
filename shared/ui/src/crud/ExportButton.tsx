import { useState } from 'react';
import { IconDownload } from '@arco-design/web-react/icon';
import { Button } from '../arcoCore';

/**
 * 导出: runs `download` (which saves the file), spinning until it ends; a failure is shown by the error presenter.
 *
 * @example <ExportButton download={() => downloadOperationLogs(list.filters)} />
 */
export function ExportButton({ download }: { download: () => Promise<unknown> }) {
  const [exporting, setExporting] = useState(false);
  const exportList = async () => {
    setExporting(true);
    try {
      await download();
    } catch {
      // shown by the error presenter
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button icon={<IconDownload />} loading={exporting} onClick={exportList}>
      导出
    </Button>
  );
}
