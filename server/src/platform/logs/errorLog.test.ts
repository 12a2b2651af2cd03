import { loggedUrl } from './errorLog';

describe('loggedUrl', () => {
  it('keeps the path and the harmless parameters', () => {
    expect(loggedUrl('/api/customer?page=0&blurry=%E5%BC%A0')).toBe('/api/customer?page=0&blurry=%E5%BC%A0');
    expect(loggedUrl('/api/customer/7')).toBe('/api/customer/7');
  });

  it('blanks the values of secret parameters', () => {
    expect(loggedUrl('/websocket?token=abc&x=1')).toBe('/websocket?token=***&x=1');
    expect(loggedUrl('/auth/x?password=p&accessKey=k&code=1234&sign=s')).toBe(
      '/auth/x?password=***&accessKey=***&code=***&sign=***',
    );
  });
});
