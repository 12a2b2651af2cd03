import { act, screen, within } from '@testing-library/react';
import type { MonitorSnapshot } from '@yjf/area-system/domain/monitorSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import ServerStatus from '.';

/** The browser's WebSocket, driven by the test: `opened`, `push` and `drop` play the server's part. */
class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {}
  opened() {
    act(() => this.onopen?.());
  }
  push(reading: MonitorSnapshot) {
    act(() => this.onmessage?.({ data: JSON.stringify(reading) }));
  }
  drop(code = 1006) {
    act(() => this.onclose?.({ code }));
  }
}

const GB = 1024 ** 3;
const reading = (cpu: number, memory: number): MonitorSnapshot => ({
  time: '2026-11-23T01:30:00.000Z',
  cpu: { usage: cpu, cores: 8, model: 'Intel Xeon', loadAverage: [0.5, 0.4, 0.3] },
  memory: { total: 16 * GB, used: (16 * GB * memory) / 100, usage: memory },
  swap: null,
  disk: { path: '/srv/yjf/data', total: 100 * GB, used: 40 * GB, usage: 40 },
  system: { os: 'Linux 6.1.0', platform: 'linux', arch: 'x64', hostname: 'yjf-01', uptimeSeconds: 90_000 },
  process: {
    pid: 4321,
    node: 'v20.18.0',
    uptimeSeconds: 3700,
    rss: 200 * 1024 ** 2,
    heapUsed: 80 * 1024 ** 2,
    heapTotal: 120 * 1024 ** 2,
    eventLoopLagMs: 1.2,
  },
  database: { kind: 'PGlite', up: true, version: '17.4', sizeBytes: 50 * 1024 ** 2, responseMs: 0.8 },
});

function setup() {
  FakeSocket.all = [];
  (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => (call.path === '/api/monitor' ? { json: reading(5, 30) } : undefined));
  return { server, ...renderPage(<ServerStatus />, '/monitor/server') };
}

const card = (title: string) =>
  screen.getByText(title, { selector: '.arco-card-header-title' }).closest('.arco-card') as HTMLElement;

describe('ServerStatus', () => {
  afterEach(() => jest.useRealTimers());

  it('paints the first reading, then follows the readings pushed over the socket', async () => {
    setup();
    expect(await screen.findByText('Intel Xeon')).toBeTruthy();
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe('ws://localhost/websocket');
    socket.opened();
    socket.push(reading(42, 61.5));

    expect(within(card('CPU')).getByText('42%')).toBeTruthy();
    expect(within(card('内存')).getByText('61.5%')).toBeTruthy();
    expect(within(card('磁盘')).getByText('/srv/yjf/data')).toBeTruthy();
    expect(within(card('系统')).getByText('yjf-01')).toBeTruthy();
    expect(within(card('系统')).getByText('1天1小时')).toBeTruthy();
    expect(within(card('进程')).getByText('4321')).toBeTruthy();
    expect(within(card('进程')).getByText('200.0 MB')).toBeTruthy();
    expect(within(card('数据库')).getByText('正常')).toBeTruthy();
    expect(within(card('数据库')).getByText('50.0 MB')).toBeTruthy();
    expect(within(card('数据库')).getByText('0.8 ms')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'CPU 使用率趋势' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '内存使用率趋势' })).toBeTruthy();

    socket.push(reading(12, 62));
    expect(within(card('CPU')).getByText('12%')).toBeTruthy();
  });

  it('says the connection dropped and connects again after a pause', async () => {
    setup();
    await screen.findByText('Intel Xeon');
    jest.useFakeTimers();
    FakeSocket.all[0]!.opened();
    FakeSocket.all[0]!.drop();
    expect(screen.getByText(/连接中断，正在重连/)).toBeTruthy();
    act(() => jest.advanceTimersByTime(1000));
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.opened();
    FakeSocket.all[1]!.push(reading(20, 40));
    expect(screen.queryByText(/连接中断/)).toBeNull();
  });

  it('does not retry when the server refuses the page', async () => {
    setup();
    await screen.findByText('Intel Xeon');
    jest.useFakeTimers();
    FakeSocket.all[0]!.drop(4403);
    expect(screen.getByText('服务监控仅平台管理员可以查看')).toBeTruthy();
    act(() => jest.advanceTimersByTime(60_000));
    expect(FakeSocket.all).toHaveLength(1);
  });
});
