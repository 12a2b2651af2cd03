import { AD_POSITIONS } from '@yjf/area-system/domain/adSchemas';
import { adResource } from './adResource';

describe('广告位管理, from its declaration', () => {
  test('exports the title, position by name, link, order, switch and days', () => {
    expect(adResource.export).toEqual({
      title: '广告位管理',
      columns: [
        { header: '标题', field: 'title', width: 24 },
        { header: '位置', field: 'position', width: 16, options: AD_POSITIONS },
        { header: '链接', field: 'link', width: 36 },
        { header: '排序', field: 'sort', width: 8 },
        { header: '状态', field: 'enabled', width: 8, format: 'enabled' },
        { header: '开始日期', field: 'startDate', width: 12, format: 'date' },
        { header: '结束日期', field: 'endDate', width: 12, format: 'date' },
      ],
    });
  });

  test('searches title and link, filters by position and switch, sorts by order, position, days and time', () => {
    expect(adResource.list.filters).toEqual({
      blurry: { kind: 'text', label: '标题或链接' },
      position: { kind: 'code', label: '广告位置' },
      enabled: { kind: 'bool', label: '状态' },
    });
    expect([...adResource.list.sortable].sort()).toEqual(['createTime', 'endDate', 'position', 'sort', 'startDate']);
  });
});
