import type { ReactNode } from 'react';
import { IconExclamationCircle, IconInfoCircle, IconQuestionCircle } from '@arco-design/web-react/icon';
import './PageNotice.css';

const ICONS = { error: IconExclamationCircle, info: IconInfoCircle, missing: IconQuestionCircle };

/**
 * What a page shows instead of itself when it cannot (module down, not found, failed to render): an icon,
 * a title, a sentence and an action. Light on purpose: the shell shows it without Arco's illustrations.
 */
export function PageNotice({
  kind,
  title,
  children,
  action,
}: {
  kind: keyof typeof ICONS;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const Icon = ICONS[kind];
  return (
    <div className={`page-notice page-notice-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <Icon className="page-notice-icon" />
      <h2 className="page-notice-title">{title}</h2>
      <p className="page-notice-text">{children}</p>
      {action && <div className="page-notice-action">{action}</div>}
    </div>
  );
}
