import { act, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { OFFLINE_MESSAGE, OFFLINE_WRITE_MESSAGE } from '@yjf/api/requestError';
import { shellErrorPresenter } from './errorPresenter';

/** The presenter called as a failed call calls it; what it shows (Arco's notifications) is drawn inside act(). */
const present = (...args: Parameters<typeof shellErrorPresenter>) => act(() => shellErrorPresenter(...args));

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

describe('shellErrorPresenter', () => {
  beforeEach(() => jest.mocked(navigateToUrl).mockClear());

  it('leaves a page for /401 when the data it was opened for is refused (spec section 8)', () => {
    present({ status: 403, message: '没有权限进行此操作，请联系企业管理员' }, { pageData: true });
    expect(navigateToUrl).toHaveBeenCalledWith('/401');
  });

  it('keeps the page and warns when a part of it is refused (a picker, a side panel)', async () => {
    present({ status: 403, message: '没有权限进行此操作，请联系企业管理员' }, { pageData: false });
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(await screen.findByText('没有权限')).toBeTruthy();
    expect(screen.getByText('没有权限进行此操作，请联系企业管理员')).toBeTruthy();
  });

  it('leaves a record that is gone to its page: no red notification', async () => {
    present({ status: 404, message: '数据不存在或已被删除' }, { pageData: true });
    present({ status: 404, message: '图纸不存在或已被删除' }, { pageData: false });
    expect(await screen.findByText('图纸不存在或已被删除')).toBeTruthy();
    expect(screen.queryByText('数据不存在或已被删除')).toBeNull();
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('notifies any other failure with its message, wherever it came from', async () => {
    present({ status: 400, message: '客户名称不能为空' }, { pageData: true });
    expect(navigateToUrl).not.toHaveBeenCalled();
    expect(await screen.findByText('客户名称不能为空')).toBeTruthy();
  });

  it("names a server failure's request, so a screenshot of it finds the server's log", async () => {
    present({ status: 500, message: '服务器内部错误', requestId: 'a1b2c3d4e5f6a7b8' }, { pageData: true });
    expect(await screen.findByText('服务器内部错误（请求编号：a1b2c3d4e5f6a7b8）')).toBeTruthy();
  });

  it('says one failure met by several calls at once in one notification, naming the last request', async () => {
    const failed = (requestId: string) =>
      present({ status: 503, message: '数据库暂时不可用，请稍后重试', requestId }, { pageData: true });
    failed('0000000000000001');
    failed('0000000000000002');
    expect(await screen.findByText('数据库暂时不可用，请稍后重试（请求编号：0000000000000002）')).toBeTruthy();
    expect(screen.queryByText('数据库暂时不可用，请稍后重试（请求编号：0000000000000001）')).toBeNull();
    expect(screen.getAllByText(/^数据库暂时不可用/)).toHaveLength(1);
  });

  it('without a network, says why a form was not sent and leaves the reads to the banner', async () => {
    present({ status: 'OFFLINE', message: OFFLINE_MESSAGE }, { pageData: true });
    present({ status: 'OFFLINE', message: OFFLINE_WRITE_MESSAGE }, { pageData: false, write: true });
    expect(await screen.findByText(OFFLINE_WRITE_MESSAGE)).toBeTruthy();
    expect(screen.getByText('网络已断开')).toBeTruthy();
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});
