import { APP_TITLE, isPublicPath, pageTitle } from './app';

describe('pageTitle', () => {
  it('is the product name alone without a route title', () => {
    expect(pageTitle()).toBe('云交付-智能影音项目管理系统');
    expect(pageTitle('')).toBe(APP_TITLE);
  });

  it('adds the route title in front of the product name', () => {
    expect(pageTitle('客户管理')).toBe('客户管理 - 云交付-智能影音项目管理系统');
  });
});

describe('isPublicPath', () => {
  it('takes the public pages and what lies below them', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/404')).toBe(true);
    expect(isPublicPath('/401/x')).toBe(true);
  });

  it('does not mistake a longer path for a public one', () => {
    expect(isPublicPath('/loginx')).toBe(false);
    expect(isPublicPath('/4040')).toBe(false);
  });
});
