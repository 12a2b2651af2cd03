import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Button from '@arco-design/web-react/es/Button';
import Checkbox from '@arco-design/web-react/es/Checkbox';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import { pageTitle } from '@yjf/domain/app';
import type { LoginResult } from '@yjf/domain/session';
import { loginWithCode, loginWithPassword } from '@yjf/api/authCalls';
import { loadPasswordCipher } from '@yjf/api/passwordCipher';
import { isRequestError } from '@yjf/api/requestError';
import { startSession } from '@yjf/api/session';
import { passwordRules, phoneRules, smsCodeRules } from '../../account/formRules';
import { SmsCodeButton } from '../../account/SmsCodeButton';
import { safeRedirect } from '../../rootConfig/guard';
import { FIRST_MENU_PATH } from '../../shell/hostPages';
import './LoginPage.css';

type Mode = 'password' | 'sms';
const MODES: readonly { key: Mode; label: string }[] = [
  { key: 'password', label: '密码登录' },
  { key: 'sms', label: '短信登录' },
];
/** The tab a key moves to from the tab at `index` (WAI-ARIA tabs: arrows wrap around, Home and End). */
const TAB_KEYS: Record<string, (index: number) => number> = {
  ArrowRight: (index) => (index + 1) % MODES.length,
  ArrowLeft: (index) => (index - 1 + MODES.length) % MODES.length,
  Home: () => 0,
  End: () => MODES.length - 1,
};

/** The password's cipher starts loading as the user reaches the field; a failure shows at 登录. */
const preloadCipher = () => void loadPasswordCipher().catch(() => {});

type LoginForm = { username: string; password?: string; code?: string; rememberMe?: boolean };

/** The sign-in page: the brand on the left; sign-in by password or by SMS code on the right. */
export function LoginPage() {
  const [form] = Form.useForm<LoginForm>();
  const [mode, setMode] = useState<Mode>('password');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const panelId = useId();
  // The build draws this page ahead (signInMarkup.tsx) and the browser shows it before any script has run. Until
  // the script has taken it over, its controls wait: a click or a typed value before then would be lost.
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => setTakenOver(true), []);
  const tabs = useRef<Partial<Record<Mode, HTMLButtonElement | null>>>({});

  const switchMode = (next: Mode) => {
    if (next === mode) return;
    setMode(next);
    setError('');
    form.clearFields(['password', 'code']);
  };
  const onTabKey = (event: KeyboardEvent) => {
    const move = TAB_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = MODES[move(MODES.findIndex((m) => m.key === mode))]!.key;
    switchMode(next);
    tabs.current[next]?.focus();
  };

  useEffect(() => {
    document.title = pageTitle('登录');
  }, []);

  const submit = async () => {
    setError('');
    let values: LoginForm;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    setSubmitting(true);
    try {
      const remember = Boolean(values.rememberMe);
      const result: LoginResult =
        mode === 'password'
          ? await loginWithPassword(values.username, values.password ?? '', remember)
          : await loginWithCode(values.username, values.code ?? '', remember);
      startSession(result, remember);
      navigateToUrl(safeRedirect(new URLSearchParams(window.location.search).get('redirect')) ?? FIRST_MENU_PATH);
    } catch (failure) {
      setError(isRequestError(failure) ? failure.message : '接口请求失败');
      setSubmitting(false);
    }
  };

  const phoneField = async () => {
    try {
      const { username } = await form.validate(['username']);
      return username ?? null;
    } catch {
      return null;
    }
  };

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
        <p className="login-card-hint">欢迎回来，请登录您的企业账号</p>
        <fieldset className="login-controls" disabled={!takenOver}>
          {/* Two plain tabs: Arco's Tabs would bring Menu, Dropdown and ResizeBox onto the sign-in page. The one
            selected is the only one in the tab order; the arrow keys, Home and End move between them. */}
          <div className="login-tabs" role="tablist" aria-label="登录方式" onKeyDown={onTabKey}>
            {MODES.map(({ key, label }) => (
              <button
                key={key}
                ref={(node) => {
                  tabs.current[key] = node;
                }}
                type="button"
                role="tab"
                aria-selected={mode === key}
                aria-controls={mode === key ? panelId : undefined}
                tabIndex={mode === key ? 0 : -1}
                className="login-tab"
                onClick={() => switchMode(key)}
              >
                {label}
              </button>
            ))}
          </div>
          {/* The selected tab points to the panel. Unnamed: labelled by its tab it would be called 密码登录, and
            looking the field 密码 up by its label (as the end-to-end tests do) would find two. */}
          <div role="tabpanel" id={panelId}>
            {error && (
              <div className="login-error" role="alert">
                {error}
              </div>
            )}
            <Form
              form={form}
              layout="vertical"
              size="large"
              onSubmit={submit}
              autoComplete="on"
              initialValues={{ rememberMe: false }}
            >
              <Form.Item field="username" rules={phoneRules} validateTrigger="onBlur">
                <Input placeholder="手机号" maxLength={11} autoComplete="username" aria-label="手机号" />
              </Form.Item>
              {mode === 'password' ? (
                <Form.Item field="password" rules={passwordRules}>
                  <Input.Password
                    placeholder="密码"
                    autoComplete="current-password"
                    aria-label="密码"
                    onPressEnter={submit}
                    onFocus={preloadCipher}
                  />
                </Form.Item>
              ) : (
                <Form.Item field="code" rules={smsCodeRules}>
                  <Input
                    placeholder="短信验证码"
                    maxLength={6}
                    autoComplete="one-time-code"
                    aria-label="短信验证码"
                    onPressEnter={submit}
                    addAfter={<SmsCodeButton getPhone={phoneField} size="large" />}
                  />
                </Form.Item>
              )}
              <Form.Item field="rememberMe" triggerPropName="checked" className="login-remember">
                <Checkbox>记住我</Checkbox>
              </Form.Item>
              <Button type="primary" htmlType="submit" long loading={submitting}>
                登录
              </Button>
            </Form>
          </div>
        </fieldset>
        <p className="login-footer">演示账号请见 README，密码均为 demo123456</p>
      </section>
    </main>
  );
}
