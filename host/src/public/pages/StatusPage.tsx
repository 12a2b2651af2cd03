import { useEffect } from 'react';
import { navigateToUrl } from 'single-spa';
import Result from '@arco-design/web-react/es/Result';
import Button from '@arco-design/web-react/es/Button';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { pageTitle } from '@yjf/domain/app';

const texts = {
  '404': { status: '404', title: '页面不存在', subTitle: '您访问的页面不存在或已被移除，请检查地址是否正确。' },
  '401': { status: '403', title: '没有访问权限', subTitle: '您没有访问该页面的权限，如有需要请联系企业管理员。' },
} as const;

/** The not-found (404) and forbidden (401) pages, each with a way back home. */
export default function StatusPage({ kind }: { kind: keyof typeof texts }) {
  const text = texts[kind];
  useEffect(() => {
    document.title = pageTitle(text.title);
  }, [text.title]);
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#fff',
      }}
    >
      <Result
        status={text.status}
        title={text.title}
        subTitle={text.subTitle}
        extra={[
          <Button key="back" onClick={() => window.history.back()}>
            返回上一页
          </Button>,
          <Button key="home" type="primary" onClick={() => navigateToUrl('/dashboard')}>
            返回首页
          </Button>,
        ]}
      />
    </main>
  );
}
