import { STORED_FILE_TYPES } from '@yjf/area-system/domain/storageSchemas';
import type { FileStorage } from '../../../adapters/storage/FileStorage';
import { localFileResource } from './localFileResource';
import { objectFileResource } from './objectFileResource';
import { pictureResource } from './pictureResource';

const storage = {} as FileStorage;

describe('the stored files exports, from their declarations', () => {
  test('本地存储 writes the name, extension, kind, bytes, uploader and time', () => {
    expect(localFileResource(storage).export).toEqual({
      title: '本地存储',
      columns: [
        { header: '文件名', field: 'name', width: 32 },
        { header: '后缀', field: 'suffix', width: 8 },
        { header: '类型', field: 'type', width: 8, options: STORED_FILE_TYPES },
        { header: '大小（字节）', field: 'size', width: 14 },
        { header: '创建者', field: 'createdByName', width: 12 },
        { header: '创建时间', field: 'createTime', width: 20, format: 'datetime' },
      ],
    });
  });

  test('对象存储 writes the bucket and the object key behind the name, and no extension', () => {
    expect(objectFileResource(null).export.columns.map(({ header, field, width }) => [header, field, width])).toEqual([
      ['文件名', 'name', 32],
      ['存储桶', 'bucket', 16],
      ['对象键', 'objectKey', 40],
      ['类型', 'type', 8],
      ['大小（字节）', 'size', 14],
      ['创建者', 'createdByName', 12],
      ['创建时间', 'createTime', 20],
    ]);
  });

  test('图床 writes the picture’s size in pixels and bytes, who uploaded it and when', () => {
    const { title, columns } = pictureResource(storage).export;
    expect(title).toBe('图床');
    expect(columns.map(({ header, field, width }) => [header, field, width])).toEqual([
      ['文件名', 'filename', 32],
      ['宽度', 'width', 8],
      ['高度', 'height', 8],
      ['大小（字节）', 'size', 14],
      ['上传者', 'createdByName', 12],
      ['上传时间', 'createTime', 20],
    ]);
  });

  test('list and sort as before: a search over names, the upload time, sorted by name, size or time', () => {
    expect(localFileResource(storage).list).toEqual({
      filters: {
        blurry: { kind: 'text', label: '文件名或后缀' },
        createTime: { kind: 'dateRange', label: '创建时间' },
      },
      sortable: ['name', 'size', 'createTime'],
    });
    expect(pictureResource(storage).list).toEqual({
      filters: { blurry: { kind: 'text', label: '文件名' }, createTime: { kind: 'dateRange', label: '上传时间' } },
      sortable: ['filename', 'size', 'createTime'],
    });
  });
});
