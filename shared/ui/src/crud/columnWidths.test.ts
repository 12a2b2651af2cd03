import { actionsWidthAround, columnWidth, textWidth, titleWidth } from './columnWidths';
import { ACTIONS_SLACK, actionsWidthOf } from './crudTypes';

describe('column widths', () => {
  it('measures a title whole, with room for its sort arrows', () => {
    expect(textWidth('签约日期')).toBe(56);
    expect(textWidth('用户名(手机号)')).toBe(6 * 14 + 2 * 8);
    expect(titleWidth('签约日期')).toBe(88);
    expect(titleWidth('签约日期', true)).toBe(110);
  });

  it('takes a declared width, or what the kind needs, and never cuts the header', () => {
    expect(columnWidth({ title: '客户名称', width: 170 })).toBe(170);
    expect(columnWidth({ title: '下次跟进', format: 'datetime' })).toBe(180);
    expect(columnWidth({ title: '签约日期', format: 'date' })).toBe(120);
    expect(columnWidth({ title: '合同金额', format: 'money' })).toBe(130);
    expect(columnWidth({ title: '渠道类型', dict: 'D001' })).toBe(110);
    expect(columnWidth({ title: '状态', toggle: true })).toBe(90);
    expect(columnWidth({ title: '联系人' })).toBe(150);
    // 用户管理's first header was cut: 140 px declared, 154 needed with its sort arrows.
    expect(columnWidth({ title: '用户名(手机号)', width: 140, sortable: true })).toBe(154);
  });

  it('makes the 操作 column as wide as its widest row of buttons, never narrower than its title', () => {
    expect(actionsWidthAround(170.4)).toBe(203);
    expect(actionsWidthAround(10)).toBe(titleWidth('操作'));
  });

  // Rows of buttons as Chromium drew them (客户列表, 商机列表, 收款管理, 跟进记录): the estimate before they are drawn
  // is what they need within ACTIONS_SLACK, never less, so the list is not drawn a second time to fit them.
  it.each([
    [['跟进', '编辑', '删除'], 122.05],
    [['跟进', '转为项目', '编辑', '删除'], 188.06],
    [['登记收款', '编辑', '删除'], 146.05],
    [['编辑', '删除'], 80.03],
  ])('sizes the 操作 column for %j before they are drawn', (labels, drawn) => {
    const estimate = actionsWidthOf(labels);
    expect(estimate).toBeGreaterThanOrEqual(actionsWidthAround(drawn));
    expect(estimate - actionsWidthAround(drawn)).toBeLessThanOrEqual(ACTIONS_SLACK);
  });
});
