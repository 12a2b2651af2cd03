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

  it('passes releases to the instances when they live in a bucket, adding no header the instances send', () => {
    const text = site({ remotesDir: null });
    const block = text.slice(
      text.indexOf('location ^~ /remotes/'),
      text.indexOf('}', text.indexOf('location ^~ /remotes/')),
    );
    expect(block).toContain('proxy_pass http://yunjiaofu;');
    expect(block).not.toMatch(/alias|add_header/);
    expect(text).not.toMatch(/\{\{/);
  });

  it('quotes a folder whose name would split the directive', () => {
    expect(site({ remotesDir: '/srv/my yjf/releases/areas' })).toContain('alias "/srv/my yjf/releases/areas/";');
  });

  it('refuses a template placeholder it does not know, and an empty upstream', () => {
    expect(() => site({ instancePorts: [] })).toThrow('至少需要一个服务实例');
    const options = { listen: '80', serverName: '_', instancePorts: [8081], remotesDir: '/r' };
    expect(() => renderSite({ ...options, brotli: false }, '{{LISTEN_LINES}} {{TYPO}}')).toThrow('{{TYPO}}');
  });

  it('is plain HTTP without a certificate: no TLS, no redirect, no HSTS of its own', () => {
    const text = site();
    expect(text).not.toMatch(/ssl|http2|Strict-Transport-Security|return 308/);
  });

  it('with a certificate serves HTTPS and HTTP/2, redirects plain HTTP to it, and sends HSTS where nginx answers itself', () => {
    const tls = { certificate: '/etc/yjf/tls/cert.pem', key: '/etc/yjf/tls/key.pem', hstsMaxAge: 15552000 };
    const text = site({ listen: '443', tls: { ...tls, httpsPort: 443, redirectListen: '80' } });
    expect(text).toContain('listen 443 ssl http2;');
    expect(text).toContain('ssl_certificate /etc/yjf/tls/cert.pem;');
    expect(text).toContain('ssl_certificate_key /etc/yjf/tls/key.pem;');
    expect(text).toMatch(/server \{\n\s+listen 80;\n\s+server_name _;\n\s+return 308 https:\/\/\$host\$request_uri;/);
    // The releases' files and both unavailable answers; the instances send their own.
    expect(text.match(/add_header Strict-Transport-Security "max-age=15552000" always;/g)).toHaveLength(3);
    // The releases' files keep their pre-compressed copies and year-long caching.
    expect(text).toContain('gzip_static on;');
    expect(text).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');

    const onAnotherPort = site({
      listen: '127.0.0.1:8190',
      tls: { ...tls, httpsPort: 8190, redirectListen: '127.0.0.1:8189' },
    });
    expect(onAnotherPort).toContain('listen 127.0.0.1:8190 ssl http2;');
    expect(onAnotherPort).toContain('return 308 https://$host:8190$request_uri;');
    expect(site({ tls: { ...tls, httpsPort: 8080 } })).not.toContain('return 308');
    expect(site({ tls: { ...tls, httpsPort: 8080, hstsMaxAge: 0 } })).not.toContain('Strict-Transport-Security');
  });
});
