/**
 * Dictionaries (spec section 3): coded values and their names. The D001..D009 groups are seeded into the
 * database from here and can be renamed by the platform; the fixed option lists below are not stored.
 */

export type DictItem = { value: string; name: string; sequence: number; parentCode: string };
export type DictGroup = { code: string; name: string; sequence: number; parentCode: string; children: DictItem[] };

/** The dictionary codes by what they mean, so code never spells `D004`. */
export const DICT = {
  channelType: 'D001',
  channelStatus: 'D002',
  intentDegree: 'D003',
  projectStatus: 'D004',
  businessStatus: 'D005',
  paymentAccount: 'D006',
  purchaseOrderStatus: 'D007',
  stockOutStatus: 'D008',
  taskStatus: 'D009',
} as const;
export type DictCode = (typeof DICT)[keyof typeof DICT];

const group = (code: string, name: string, sequence: number, items: [number, string][]): DictGroup => ({
  code,
  name,
  sequence,
  parentCode: '',
  children: items.map(([value, itemName], index) => ({
    value: String(value),
    name: itemName,
    sequence: index + 1,
    parentCode: code,
  })),
});

/** The groups the first start seeds, with the values spec section 3 gives them. */
export const DICTIONARY_SEEDS: DictGroup[] = [
  group(DICT.channelType, '渠道类型', 1, [
    [1, '公司资源'],
    [2, '自然进店'],
    [3, '设计师'],
    [4, '主材商'],
    [5, '业主本人'],
    [6, '其他'],
    [7, '装饰公司'],
    [8, '异业合作'],
    [9, '网络线索'],
  ]),
  group(DICT.channelStatus, '渠道状态', 2, [
    [1, '无效'],
    [2, '合作模式'],
    [3, '成功'],
    [4, '初步洽谈'],
    [5, '需求分析'],
    [6, '谈判审核'],
  ]),
  group(DICT.intentDegree, '意向程度', 3, [
    [1, '强烈'],
    [2, '一般'],
    [3, '观望'],
    [4, '无意向'],
  ]),
  group(DICT.projectStatus, '项目状态', 4, [
    [0, '新签约'],
    [1, '深化设计'],
    [2, '已交底'],
    [3, '现场交底'],
    [4, '布线'],
    [5, '施工验收'],
    [6, '备货'],
    [7, '安装调试'],
    [8, '售后'],
    [9, '返修'],
  ]),
  group(DICT.businessStatus, '商机状态', 5, [
    [0, '初步洽谈'],
    [1, '需求分析'],
    [2, '商务谈判'],
    [3, '成功'],
    [4, '无效'],
    [5, '报价'],
  ]),
  group(DICT.paymentAccount, '收款账户', 6, [
    [0, '微信'],
    [1, '私户'],
    [2, '支付宝'],
    [3, '现金'],
    [4, '公户'],
  ]),
  group(DICT.purchaseOrderStatus, '采购单状态', 7, [
    [0, '未审核'],
    [1, '未入库'],
    [2, '部分入库'],
    [3, '全部入库'],
  ]),
  group(DICT.stockOutStatus, '出库状态', 8, [
    [1, '未审核'],
    [2, '未出库'],
    [3, '已出库'],
  ]),
  group(DICT.taskStatus, '任务状态', 9, [
    [0, '未处理'],
    [1, '已完成'],
  ]),
];

/** Codes the product's own rules depend on: their groups and values cannot be deleted, only renamed. */
export const PROTECTED_DICT_CODES: readonly string[] = DICTIONARY_SEEDS.map((g) => g.code);

export type Option = { value: string; label: string };

/** Approval filter options (spec section 4). */
export const APPROVAL_FILTER_OPTIONS: Option[] = [
  { value: '0', label: '全部' },
  { value: '2', label: '待审核' },
  { value: '1', label: '已通过' },
  { value: '3', label: '已驳回' },
  { value: '4', label: '已过期' },
  { value: '5', label: '试用' },
];

/** Status display (spec section 4); a blank status shows a dash. */
export const STATUS_DISPLAY: Option[] = [
  { value: '0', label: '无效' },
  { value: '1', label: '有效' },
  { value: '2', label: '待审核' },
  { value: '3', label: '审核失败' },
];

/** Advertisement positions (spec section 3). */
export const AD_POSITIONS: Option[] = [
  { value: '1', label: '顶部' },
  { value: '2', label: '首页轮播' },
  { value: '3', label: '优秀集成商（上）' },
  { value: '4', label: '优秀集成商（下）' },
  { value: '5', label: '产品列表' },
  { value: '6', label: '小程序首页' },
];

/** The enabled flag (spec section 3). */
export const ENABLED_FLAG: Option[] = [
  { value: '0', label: '禁用' },
  { value: '1', label: '启用' },
];

/** What a blank or unknown coded value shows. */
export const BLANK_LABEL = '-';

/**
 * The name of a coded value in a list of options or dictionary items; a dash when blank, the raw value when
 * the dictionary does not know it (a value removed later still shows something true).
 */
export function labelOf(
  items: readonly (DictItem | Option)[] | undefined,
  value: string | number | boolean | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return BLANK_LABEL;
  const key = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  const found = items?.find((item) => item.value === key);
  if (!found) return key;
  return 'name' in found ? found.name : found.label;
}
