import { renderSite } from './siteConfig';

const site = (overrides: Partial<Parameters<typeof renderSite>[0]> = {}) =>
  renderSite({
    listen: '127.0.0.1:8080',
    serverName: '_',
    instancePorts: [8081, 8082],
    remotesDir: '/srv/yjf/data/releases/areas',
    brotli: true,
    ...overrides,
  });

describe('the nginx site (deploy/nginx/yunjiaofu.conf.template)', () => {
  it('names every instance in the upstream and fills every placeholder', () => {
    const text = site({ instancePorts: [8001, 8002, 8003] });
    expect(text).not.toMatch(/\{\{/);
    expect(text.match(/^\s+server 127\.0\.0\.1:\d+ max_fails=1 fail_timeout=2s;$/gm)).toHaveLength(3);
    expect(text).toContain('server 127.0.0.1:8003 ');
    expect(text).toContain('listen 127.0.0.1:8080;');
  });

  it('serves releases from disk, leaves the host (a release whose live version is in live.json) to the instances, and passes on what TRUST_PROXY and the log need', () => {
    const text = site();
    expect(text).toContain('alias /srv/yjf/data/releases/areas/;');
    expect(text).not.toMatch(/^\s+root /m);
    expect(text).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(text).toContain('proxy_set_header X-Request-Id $request_id;');
    expect(text).toContain('proxy_next_upstream error timeout;');
    expect(text).toMatch(/^\s+brotli_static on;$/m);
    expect(site({ brotli: false })).not.toMatch(/^\s+brotli_static on;$/m);
  });

  it('quotes a folder whose name would split the directive', () => {
    expect(site({ remotesDir: '/srv/my yjf/releases/areas' })).toContain('alias "/srv/my yjf/releases/areas/";');
  });

  it('refuses a template placeholder it does not know, and an empty upstream', () => {
    expect(() => site({ instancePorts: [] })).toThrow('至少需要一个服务实例');
    const options = { listen: '80', serverName: '_', instancePorts: [8081], remotesDir: '/r' };
    expect(() => renderSite({ ...options, brotli: false }, 'listen {{LISTEN}}; {{TYPO}}')).toThrow('{{TYPO}}');
  });
});
