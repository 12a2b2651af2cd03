import { useState } from 'react';
import { Alert, Button, Space } from '@yjf/ui/arcoCore';
import { request } from '@yjf/api/http';
import type { RemotePreview } from '@yjf/domain/remotes';
import './PreviewBar.css';

type Props = {
  /** The candidates the session previews (`GET /api/remotes`'s `previews`). */
  previews: RemotePreview[];
  /** What 退出预览 does once the server has ended the preview: the page loads again, with the stable release. */
  reload?: () => void;
};

/**
 * 预览中：渠道客户 <version>, on every page while the session previews a candidate of an area (turned on in
 * 发布管理 and kept by the server with the session), with 退出预览: the server ends the preview and the page
 * loads again with the area's stable release.
 */
export function PreviewBar({ previews, reload = () => window.location.reload() }: Props) {
  const [leaving, setLeaving] = useState<string | null>(null);
  if (!previews.length) return null;

  const leave = async (area: string) => {
    setLeaving(area);
    try {
      await request({ url: 'api/deploy/preview', method: 'DELETE', params: { area } });
      reload();
    } catch {
      // the error presenter has said why
      setLeaving(null);
    }
  };

  return (
    <div className="preview-bar" role="status">
      {previews.map((preview) => (
        <Alert
          key={preview.area}
          type="warning"
          banner
          showIcon
          content={
            <Space size={8}>
              <span>
                预览中：{preview.title} <code>{preview.version}</code>
              </span>
              <span className="preview-bar-hint">只有你的这个登录会话使用该候选版本</span>
            </Space>
          }
          action={
            <Button
              size="mini"
              type="primary"
              status="warning"
              loading={leaving === preview.area}
              onClick={() => leave(preview.area)}
            >
              退出预览
            </Button>
          }
        />
      ))}
    </div>
  );
}
