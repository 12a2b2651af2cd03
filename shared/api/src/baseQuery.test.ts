import { toRequestError } from './baseQuery';

describe('toRequestError', () => {
  it('says 网络请求超时 on a timeout', () => {
    expect(toRequestError({ status: 'TIMEOUT_ERROR', error: 'x' })).toEqual({
      status: 'TIMEOUT',
      message: '网络请求超时',
    });
  });

  it('says 接口请求失败 when there is no status', () => {
    expect(toRequestError({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({
      status: 'NETWORK',
      message: '接口请求失败',
    });
  });

  it('passes the server message on with its status', () => {
    expect(toRequestError({ status: 400, data: { status: 400, message: '请输入11为手机号' } })).toEqual({
      status: 400,
      message: '请输入11为手机号',
    });
  });

  it('falls back to 接口请求失败 when the answer has no message', () => {
    expect(toRequestError({ status: 502, data: '<html>' })).toEqual({ status: 502, message: '接口请求失败' });
    expect(toRequestError({ status: 'PARSING_ERROR', originalStatus: 500, data: '', error: '' })).toEqual({
      status: 500,
      message: '接口请求失败',
    });
  });
});
