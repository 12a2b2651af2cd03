import { screen, waitFor, within } from '@testing-library/react';
import type { ObjectFile, ObjectStorageConfig } from '@yjf/area-system/domain/storageSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import ObjectStorage from '.';

const plan: ObjectFile = {
  id: 7,
  version: 1,
  name: '设计方案.pdf',
  bucket: 'yjf-files',
  objectKey: 'yjf/7.pdf',
  suffix: 'pdf',
  type: '文档',
  size: 3 * 1024 * 1024,
  contentType: 'application/pdf',
  url: '/api/qiNiuContent/7/file',
  createdBy: 1,
  createdByName: '平台管理员',
  createTime: '2026-11-23T01:30:00.000Z',
  updateTime: '2026-11-23T01:30:00.000Z',
};

function setup(config: ObjectStorageConfig) {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => {
    if (call.path === '/api/qiNiuContent/config') return { json: config };
    if (call.method === 'GET' && call.path === '/api/qiNiuContent')
      return { json: { content: [plan], totalElements: 1 } };
    if (call.path === '/api/qiNiuContent/synchronize') {
      return { json: { added: 2, total: 3, message: '同步完成，新增 2 个文件' } };
    }
    if (call.method === 'POST' && call.path === '/api/qiNiuContent') return { status: 201, json: plan };
    return undefined;
  });
  return { server, ...renderPage(<ObjectStorage />, '/tools/objectStorage') };
}

describe('ObjectStorage', () => {
  it('explains which environment variables to set when no bucket is configured', async () => {
    setup({ configured: false, bucket: null, endpoint: null });
    expect(await screen.findByText('未配置对象存储')).toBeTruthy();
    expect(screen.getByText(/S3_ENDPOINT、S3_REGION、S3_BUCKET、S3_ACCESS_KEY_ID、S3_SECRET_ACCESS_KEY/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /上传/ })).toBeNull();
  });

  it('lists the bucket files, uploads, and synchronises', async () => {
    const { user, server } = setup({ configured: true, bucket: 'yjf-files', endpoint: 'http://127.0.0.1:9000' });
    const name = await screen.findByText('设计方案.pdf');
    const row = name.closest('tr') as HTMLElement;
    expect(within(row).getByText('3.0 MB')).toBeTruthy();
    expect(within(row).getByText('yjf-files')).toBeTruthy();
    expect(within(row).getByRole('button', { name: '下载' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /同步/ }));
    expect(await screen.findByText('同步完成，新增 2 个文件')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /上传/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByPlaceholderText('不填则使用原文件名')).toBeNull();
    await user.upload(within(dialog).getByLabelText('选择文件'), new File(['%PDF'], '图纸.pdf'));
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/qiNiuContent')).toHaveLength(1));
    expect(((server.callsTo('POST', '/api/qiNiuContent')[0]!.body as FormData).get('file') as File).name).toBe(
      '图纸.pdf',
    );
  });
});
