import { adApi } from '@yjf/area-system/api/ads';
import {
  AD_POSITIONS,
  adDeclaration,
  adFormSchema,
  adImageUrl,
  type AdForm,
  type Advertisement,
} from '@yjf/area-system/domain/adSchemas';
import { ENABLED_FLAG } from '@yjf/domain/dictionaries';
import { InputNumber } from '@yjf/ui/arcoInputs';
import { CrudPage, type FormField, type SearchField } from '@yjf/ui/crud/CrudPage';
import { columnsOf } from '@yjf/ui/crud/ResourcePage';
import { AdImageUpload } from './AdImageUpload';

const columns = columnsOf(adDeclaration, {
  image: {
    render: (row) => (
      <img
        src={adImageUrl(row)}
        alt={row.title}
        style={{ width: 96, height: 54, objectFit: 'cover', borderRadius: 2 }}
      />
    ),
  },
  link: {
    render: (row) =>
      row.link ? (
        <a href={row.link} target="_blank" rel="noreferrer noopener">
          {row.link}
        </a>
      ) : (
        '-'
      ),
  },
  startDate: {
    sortable: false,
    render: (row) => (row.startDate || row.endDate ? `${row.startDate ?? '不限'} 至 ${row.endDate ?? '不限'}` : '长期'),
  },
});

const searchFields: SearchField[] = [
  { name: 'blurry', label: '标题', kind: 'text', placeholder: '标题或链接' },
  { name: 'position', label: '位置', kind: 'options', options: AD_POSITIONS },
  { name: 'enabled', label: '状态', kind: 'options', options: ENABLED_FLAG },
];

const formFields: FormField[] = [
  { name: 'title', label: '标题', kind: 'text', required: true },
  { name: 'position', label: '位置', kind: 'options', options: AD_POSITIONS, required: true },
  { name: 'image', label: '图片', kind: 'custom', required: true, wide: true, control: <AdImageUpload /> },
  { name: 'link', label: '链接', kind: 'text', placeholder: 'https://', wide: true },
  {
    name: 'sort',
    label: '排序',
    kind: 'custom',
    control: <InputNumber min={0} max={99999} precision={0} placeholder="越小越靠前" />,
  },
  { name: 'enabled', label: '状态', kind: 'switch' },
  { name: 'startDate', label: '开始日期', kind: 'date' },
  { name: 'endDate', label: '结束日期', kind: 'date' },
];

/**
 * 广告位管理 (`system/AdList`, platform only): the advertisements of the six positions (spec section 3), each
 * with its picture, link, order, switch and the days it runs.
 */
export default function AdList() {
  return (
    <CrudPage<Advertisement, AdForm>
      title="广告位管理"
      noun="广告"
      api={adApi}
      permission="ad"
      columns={columns}
      searchFields={searchFields}
      enabledField="enabled"
      nameOf={(row) => row.title}
      formFields={formFields}
      schema={adFormSchema}
      newValues={{ sort: 999, enabled: true }}
    />
  );
}
