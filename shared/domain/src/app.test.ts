import { APP_TITLE, pageTitle } from './app';

describe('pageTitle', () => {
  it('is the product name alone without a route title', () => {
    expect(pageTitle()).toBe('云交付-智能影音项目管理系统');
    expect(pageTitle('')).toBe(APP_TITLE);
  });

  it('adds the route title in front of the product name', () => {
    expect(pageTitle('客户管理')).toBe('客户管理 - 云交付-智能影音项目管理系统');
  });
});
