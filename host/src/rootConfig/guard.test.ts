import { guardRedirect, loginUrl, safeRedirect } from './guard';

const at = (path: string) => new URL(path, 'http://127.0.0.1:8000');

describe('guardRedirect', () => {
  it('sends a signed-out user to /login with the wanted path', () => {
    expect(guardRedirect(at('/'), false)).toBe('/login');
    expect(guardRedirect(at('/dashboard'), false)).toBe('/login?redirect=%2Fdashboard');
    expect(guardRedirect(at('/project/detail/7?tab=tasks'), false)).toBe(
      '/login?redirect=%2Fproject%2Fdetail%2F7%3Ftab%3Dtasks',
    );
  });

  it('lets a signed-out user see the public pages', () => {
    for (const path of ['/login', '/login?redirect=%2Fx', '/404', '/401'])
      expect(guardRedirect(at(path), false)).toBeNull();
  });

  it('lets a user with a token through', () => {
    expect(guardRedirect(at('/dashboard'), true)).toBeNull();
    expect(guardRedirect(at('/404'), true)).toBeNull();
  });

  it('sends a signed-in user away from /login, to the redirect or the first menu', () => {
    expect(guardRedirect(at('/login'), true)).toBe('/first-menu');
    expect(guardRedirect(at('/login?redirect=%2Fcustomer%2Flist'), true)).toBe('/customer/list');
    expect(guardRedirect(at('/login?redirect=https%3A%2F%2Fevil.example'), true)).toBe('/first-menu');
  });
});

describe('loginUrl', () => {
  it('leaves out a redirect to the root', () => {
    expect(loginUrl('/')).toBe('/login');
  });
});

describe('safeRedirect', () => {
  it('keeps a path of this site', () => {
    expect(safeRedirect('/customer/list?page=2')).toBe('/customer/list?page=2');
  });

  it.each([
    '//evil.example/x',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
    '',
    undefined,
  ])('refuses %p', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});
