import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { IconLeft, IconPrinter } from '@arco-design/web-react/icon';
import { Button, Space } from '../arcoCore';
import './PrintSheet.css';

type Props = {
  /** What is printed, as the saved PDF is named: `采购订单 CG20261123001`. */
  name: string;
  /** The record's own page, which 返回 opens. */
  backTo: string;
  /** The sheet (`PrintSheet`). */
  children: ReactNode;
};

/**
 * A print view: 返回 and 打印 over the document's A4 sheet, centred on grey, scrolling sideways on a phone.
 * 打印 opens the browser's print dialog, which prints the sheet alone (`PrintSheet.css`: the shell, the tags and
 * these buttons are not printed). While printing, the page is titled `name`, which browsers offer as the PDF's
 * file name.
 *
 * @example <PrintPreview name={`采购订单 ${order.code}`} backTo={`/project/detail/purchase/order/${order.id}`}>…</PrintPreview>
 */
export function PrintPreview({ name, backTo, children }: Props) {
  const navigate = useNavigate();
  useEffect(() => {
    let shown = document.title;
    const before = () => {
      shown = document.title;
      document.title = name;
    };
    const after = () => {
      document.title = shown;
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [name]);
  return (
    <div className="print-preview">
      <div className="print-toolbar">
        <Button icon={<IconLeft />} onClick={() => navigate(backTo)}>
          返回
        </Button>
        <Space>
          <span className="print-toolbar-hint">A4 纵向</span>
          <Button type="primary" icon={<IconPrinter />} onClick={() => window.print()}>
            打印
          </Button>
        </Space>
      </div>
      {/* Focusable, so a keyboard can scroll the sheet sideways where it is wider than the screen. */}
      <div className="print-scroll" role="region" aria-label={`${name} 打印预览`} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
