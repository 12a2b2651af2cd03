import { useEffect } from 'react';
import { pageTitle } from '@yjf/domain/app';
import './LoginPage.css';

/** The sign-in page: the brand on the left, the sign-in card on the right. */
export function LoginPage() {
  useEffect(() => {
    document.title = pageTitle('登录');
  }, []);
  return (
    <main className="login-page">
      <section className="login-brand" aria-hidden="true">
        <div className="login-brand-name">云交付</div>
        <p className="login-brand-slogan">智能影音项目管理系统</p>
        <ul className="login-brand-points">
          <li>客户、商机、项目与任务，一处跟进</li>
          <li>方案图纸、采购出库、财务收款全程可查</li>
          <li>按套餐开通业务模块，团队随时扩容</li>
        </ul>
      </section>
      <section className="login-card">
        <h1>云交付-智能影音项目管理系统</h1>
        <p className="login-card-hint">请使用手机号登录</p>
      </section>
    </main>
  );
}
