import { businessSalesApi } from '../../api/business';
import type { Business } from '../../domain/businessSchemas';
import { Button, Popconfirm, Tag } from '@yjf/ui/arcoCore';
import { notifySaved } from '@yjf/ui/notices';

/** 转为项目: creates the project from a business opportunity, once; a converted one shows 已转项目. */
export function ConvertButton({ business }: { business: Business }) {
  const [convert, { isLoading }] = businessSalesApi.useConvertBusinessMutation();
  if (business.projectId)
    return (
      <Tag color="green" size="small">
        已转项目
      </Tag>
    );
  return (
    <Popconfirm
      title="转为项目"
      content={`确定将「${business.name}」转为项目吗？商机将标记为成功。`}
      onOk={async () => {
        try {
          const result = await convert({ id: business.id, version: business.version }).unwrap();
          notifySaved(result.message);
        } catch {
          // the error presenter has said why
        }
      }}
    >
      <Button type="text" size="mini" loading={isLoading}>
        转为项目
      </Button>
    </Popconfirm>
  );
}
