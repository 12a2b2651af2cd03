import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Checkbox, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';

/** The sign-in form of the floor: 密码登录/短信登录, the phone, the password or code, 记住我 and 登录. */
function SignIn() {
  const [mode, setMode] = useState<'password' | 'sms'>('password');
  return (
    <main style={{ maxWidth: 400, margin: '0 auto', padding: '48px 24px' }}>
      <h1 style={{ textAlign: 'center' }}>云交付</h1>
      <div role="tablist" style={{ display: 'flex', gap: 24, marginBottom: 16 }}>
        <button type="button" role="tab" aria-selected={mode === 'password'} onClick={() => setMode('password')}>
          密码登录
        </button>
        <button type="button" role="tab" aria-selected={mode === 'sms'} onClick={() => setMode('sms')}>
          短信登录
        </button>
      </div>
      <Form layout="vertical" size="large">
        <Form.Item field="username">
          <Input placeholder="手机号" maxLength={11} />
        </Form.Item>
        <Form.Item field={mode === 'password' ? 'password' : 'code'}>
          {mode === 'password' ? <Input.Password placeholder="密码" /> : <Input placeholder="短信验证码" />}
        </Form.Item>
        <Form.Item field="rememberMe" triggerPropName="checked">
          <Checkbox>记住我</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" long>
          登录
        </Button>
      </Form>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<SignIn />);
