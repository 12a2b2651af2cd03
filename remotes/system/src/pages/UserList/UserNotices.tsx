import { useGetInfoQuery } from '@yjf/api/sessionApi';
import { useGetUserNoticesQuery } from '@yjf/area-system/api/users';
import { Alert, Space } from '@yjf/ui/arcoCore';

/**
 * What the administrator of the accounts should know (`GET /api/users/getNotice`): the plan's head count
 * reached or nearly, the trial or plan ending. Nothing when all is well.
 */
export function UserNotices() {
  const companyId = useGetInfoQuery().data?.user.companyid;
  const { data } = useGetUserNoticesQuery(companyId ?? 0, { skip: companyId === undefined });
  if (!data?.length) return null;
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
      {data.map((notice) => (
        <Alert key={notice.kind} type={notice.level} content={notice.message} />
      ))}
    </Space>
  );
}
