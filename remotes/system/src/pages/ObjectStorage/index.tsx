import {
  objectFileApi,
  useObjectStorageConfigQuery,
  useSynchronizeObjectsMutation,
  useUploadObjectFile,
} from '@yjf/area-system/api/storage';
import {
  objectFileDeclaration,
  objectFileFormSchema,
  S3_VARIABLES,
  type ObjectFile,
} from '@yjf/area-system/domain/storageSchemas';
import { IconSync } from '@arco-design/web-react/icon';
import { Button, Spin } from '@yjf/ui/arcoCore';
import { columnsOf } from '@yjf/ui/crud/ResourcePage';
import { notifySaved } from '@yjf/ui/notices';
import { PageNotice } from '@yjf/ui/PageNotice';
import { usePermission } from '@yjf/ui/Permission';
import { StoredFilePage } from '../../storage/StoredFilePage';

const columns = columnsOf(objectFileDeclaration);

/** 同步: adds the bucket's objects the list does not know yet. */
function SynchronizeButton() {
  const [synchronize, { isLoading }] = useSynchronizeObjectsMutation();
  return (
    <Button
      icon={<IconSync />}
      loading={isLoading}
      onClick={() =>
        void synchronize()
          .unwrap()
          .then((result) => notifySaved(result.message))
          .catch(() => undefined)
      }
    >
      同步
    </Button>
  );
}

/**
 * 对象存储 (`system/ObjectStorage`, platform only): the files of the S3-compatible bucket — 新增 uploads,
 * 下载, 编辑 renames, 删除 removes the object, 同步 adds what was put into the bucket elsewhere. Without a
 * configured bucket it says which environment variables to set.
 */
export default function ObjectStorage() {
  const { data: config, isLoading } = useObjectStorageConfigQuery();
  const { can } = usePermission();
  const upload = useUploadObjectFile();
  if (isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!config?.configured) {
    return (
      <PageNotice kind="info" title="未配置对象存储">
        请在服务器上设置环境变量 {S3_VARIABLES.slice(0, 5).join('、')}（可选 S3_FORCE_PATH_STYLE、S3_PUBLIC_URL），
        指向一个 S3 兼容的存储桶（AWS S3、MinIO、七牛云 Kodo、阿里云 OSS 等），然后重启服务。
      </PageNotice>
    );
  }
  return (
    <StoredFilePage<ObjectFile>
      title="对象存储"
      api={objectFileApi}
      permission="objectStorage"
      toolbar={can('objectStorage:add') ? <SynchronizeButton /> : undefined}
      columns={columns}
      schema={objectFileFormSchema}
      named={false}
      upload={(file) => upload(file)}
    />
  );
}
