import { lazy, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Avatar, Button, Card, Modal, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { floorApi, store } from './store';

const TaskTable = lazy(() => import('floor_remote/TaskTable'));

const PLANS = [
  { name: 'A 套餐', price: '¥1980/年', members: '10 人' },
  { name: 'B 套餐', price: '¥3980/年', members: '30 人' },
  { name: 'C 套餐', price: '¥6980/年', members: '100 人' },
];

function TopBar() {
  const me = floorApi.useMeQuery().data;
  return (
    <header
      style={{
        display: 'flex',
        alignItems: 'center',
        height: 56,
        padding: '0 12px',
        borderBottom: '1px solid #e5e6eb',
      }}
    >
      <strong style={{ flex: 1, fontSize: 18 }}>云交付</strong>
      <Space>
        <Button type="primary" size="small">
          成为VIP
        </Button>
        <Avatar size={32}>{me?.name.slice(0, 1) ?? ''}</Avatar>
      </Space>
    </header>
  );
}

function TrialDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      title="成为VIP"
      visible={open}
      footer={null}
      onCancel={() => setOpen(false)}
      style={{ width: 'calc(100% - 24px)', maxWidth: 520 }}
    >
      <p>试用中，企业人数 3。试用期结束后需开通套餐才能继续使用，请选择适合贵公司的套餐。</p>
      <Space direction="vertical" style={{ width: '100%' }}>
        {PLANS.map((plan) => (
          <Card key={plan.name} title={plan.name} size="small">
            {plan.price}，企业人数 {plan.members}
          </Card>
        ))}
      </Space>
      <Button type="primary" long style={{ marginTop: 16 }}>
        立即开通
      </Button>
    </Modal>
  );
}

function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <TopBar />
        <main style={{ padding: 12 }}>
          <Suspense fallback={<Spin />}>
            <Routes>
              <Route path="/task/list" element={<TaskTable />} />
            </Routes>
          </Suspense>
        </main>
        <TrialDialog />
      </BrowserRouter>
    </Provider>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
