import { useMemo, useState } from 'react';
import { dictsApi } from '@yjf/api/dicts';
import { useGetInfoQuery } from '@yjf/api/sessionApi';
import { DICTIONARY_SEEDS, PROTECTED_DICT_CODES, type DictGroup, type DictItem } from '@yjf/domain/dictionaries';
import {
  dictGroupFormSchema,
  dictItemFormSchema,
  type DictGroupForm,
  type DictItemForm,
} from '@yjf/area-system/domain/dictSchemas';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import { Alert, Grid } from '@yjf/ui/arcoCore';
import { RecordFormDialog, type FormValues } from '@yjf/ui/crud/RecordFormDialog';
import { notifySaved } from '@yjf/ui/notices';
import { usePermission } from '@yjf/ui/Permission';
import { groupFields, itemFields } from './dictFields';
import { DictPane } from './DictPane';
import {
  useAddDictGroupMutation,
  useAddDictItemMutation,
  useDeleteDictGroupMutation,
  useDeleteDictItemMutation,
  useEditDictGroupMutation,
  useEditDictItemMutation,
} from './dictWritesApi';
import './dicts.css';

type Editing<Row> = Row | 'new' | null;

/**
 * 字典管理 (system/DictList): dictionaries on the left, the values of the chosen one on the right. The platform's
 * administrators add, edit and delete; the built-in dictionaries D001..D009 and their seeded values stay (the
 * business rules use them) but their names and labels can change. Companies read them.
 */
export default function DictList() {
  const { data: groups = [], isFetching } = dictsApi.useGetDictsQuery();
  const { can } = usePermission();
  const companyid = useGetInfoQuery().data?.user.companyid;
  const platform = companyid === PLATFORM_COMPANY_ID;
  const mayAdd = platform && can('dict:add');
  const mayEdit = platform && can('dict:edit');
  const mayDelete = platform && can('dict:del');

  const [chosenCode, setChosenCode] = useState<string | null>(null);
  const chosen = groups.find((g) => g.code === chosenCode) ?? groups[0];
  const builtIn = (code: string) => PROTECTED_DICT_CODES.includes(code);
  /** The seeded values of the built-in dictionaries: the rules use them, so they stay. */
  const seeded = (code: string, value: string) =>
    DICTIONARY_SEEDS.some((g) => g.code === code && g.children.some((i) => i.value === value));

  const [group, setGroup] = useState<Editing<DictGroup>>(null);
  const [item, setItem] = useState<Editing<DictItem>>(null);
  const [addGroup, addingGroup] = useAddDictGroupMutation();
  const [editGroup, editingGroup] = useEditDictGroupMutation();
  const [deleteGroup] = useDeleteDictGroupMutation();
  const [addItem, addingItem] = useAddDictItemMutation();
  const [editItem, editingItem] = useEditDictItemMutation();
  const [deleteItem] = useDeleteDictItemMutation();

  const groupValues = useMemo<FormValues>(
    () =>
      group === 'new'
        ? { sequence: (groups.at(-1)?.sequence ?? 0) + 1, parentCode: '' }
        : group
          ? { code: group.code, name: group.name, sequence: group.sequence, parentCode: group.parentCode }
          : {},
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [group],
  );
  const itemValues = useMemo<FormValues>(
    () =>
      item === 'new'
        ? { sequence: (chosen?.children.at(-1)?.sequence ?? 0) + 1 }
        : item
          ? { value: item.value, name: item.name, sequence: item.sequence }
          : {},
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [item],
  );

  const saveGroup = async (values: FormValues) => {
    const form = values as DictGroupForm;
    if (group === 'new') {
      await addGroup(form).unwrap();
      setChosenCode(form.code);
      notifySaved('新增成功');
    } else {
      await editGroup(form).unwrap();
      notifySaved('编辑成功');
    }
    setGroup(null);
  };

  const saveItem = async (values: FormValues) => {
    if (!chosen) return;
    const form = values as DictItemForm;
    if (item === 'new') await addItem({ code: chosen.code, item: form }).unwrap();
    else await editItem({ code: chosen.code, item: form }).unwrap();
    notifySaved(item === 'new' ? '新增成功' : '编辑成功');
    setItem(null);
  };

  return (
    <div>
      {companyid !== undefined && !platform && (
        <Alert type="info" style={{ marginBottom: 16 }} content="数据字典由平台统一维护，企业可以查看，不能修改。" />
      )}
      <Grid.Row gutter={16}>
        <Grid.Col xs={24} lg={10}>
          <DictPane<DictGroup>
            title="字典列表"
            rowKey="code"
            loading={isFetching}
            data={groups}
            // A dictionary's values are listed beside it, not opened under it.
            childrenColumnName="__values"
            rowClassName={(row) => (row.code === chosen?.code ? 'dict-chosen' : 'dict-row')}
            onRow={(row) => ({ onClick: () => setChosenCode(row.code) })}
            columns={[
              { title: '字典编码', dataIndex: 'code', width: 100 },
              { title: '字典名称', dataIndex: 'name' },
              { title: '排序', dataIndex: 'sequence', width: 70 },
            ]}
            onAdd={mayAdd ? () => setGroup('new') : undefined}
            onEdit={mayEdit ? setGroup : undefined}
            onDelete={mayDelete ? (row) => deleteGroup(row.code).unwrap() : undefined}
            deletable={(row) => !builtIn(row.code)}
            deleteQuestion={(row) => `确定删除字典「${row.name}」及其全部字典值吗？`}
          />
        </Grid.Col>
        <Grid.Col xs={24} lg={14}>
          <DictPane<DictItem>
            title={chosen ? `字典详情：${chosen.name}` : '字典详情'}
            rowKey="value"
            data={chosen?.children ?? []}
            noDataElement={<div style={{ padding: 32, textAlign: 'center' }}>暂无数据</div>}
            columns={[
              { title: '字典值', dataIndex: 'value', width: 100 },
              { title: '字典标签', dataIndex: 'name' },
              { title: '排序', dataIndex: 'sequence', width: 70 },
            ]}
            onAdd={mayAdd && chosen ? () => setItem('new') : undefined}
            onEdit={mayEdit ? setItem : undefined}
            onDelete={
              mayDelete && chosen ? (row) => deleteItem({ code: chosen.code, value: row.value }).unwrap() : undefined
            }
            deletable={(row) => !!chosen && !seeded(chosen.code, row.value)}
            deleteQuestion={(row) => `确定删除字典值「${row.name}」吗？`}
          />
        </Grid.Col>
      </Grid.Row>
      <RecordFormDialog
        title={group === 'new' ? '新增字典' : '编辑字典'}
        visible={group !== null}
        fields={groupFields(group !== 'new')}
        schema={dictGroupFormSchema}
        initialValues={groupValues}
        saving={addingGroup.isLoading || editingGroup.isLoading}
        onSubmit={saveGroup}
        onClose={() => setGroup(null)}
      />
      <RecordFormDialog
        title={item === 'new' ? '新增字典值' : '编辑字典值'}
        visible={item !== null}
        fields={itemFields(item !== 'new')}
        schema={dictItemFormSchema}
        initialValues={itemValues}
        saving={addingItem.isLoading || editingItem.isLoading}
        onSubmit={saveItem}
        onClose={() => setItem(null)}
      />
    </div>
  );
}
