import { VIP } from '@yjf/domain/membership';
import { Avatar, Button, Card, Space, Tag } from '@yjf/ui/arcoCore';
import { Descriptions } from '@yjf/ui/arcoDetails';
import { SEXES } from '@yjf/domain/accountRules';
import { useGetInfoQuery } from '@yjf/api/sessionApi';
import { useAccountDialogs } from '../account/AccountDialogs';
import { MessagePreferencesCard } from '../messages/MessagePreferencesCard';
import { MyLogsCard } from './MyLogsCard';

/**
 * 个人中心 (/user/center): who I am, in which company, the ways to change it, the messages I receive (消息设置),
 * and what I did lately.
 */
export function UserCenterPage() {
  const user = useGetInfoQuery().data?.user;
  const account = useAccountDialogs();
  if (!user) return null;
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Card
        title="个人中心"
        extra={
          <Space>
            <Button type="primary" onClick={account.editProfile}>
              修改资料
            </Button>
            <Button onClick={account.changePassword}>修改密码</Button>
          </Space>
        }
      >
        <Space size="large" align="start">
          <Avatar size={80} shape="square">
            {user.avatar ? <img src={user.avatar} alt="头像" /> : user.nickName.slice(0, 1)}
          </Avatar>
          <Descriptions
            column={2}
            labelStyle={{ width: 90 }}
            data={[
              { label: '昵称', value: user.nickName },
              { label: '姓名', value: user.realname || '-' },
              { label: '手机号', value: user.phone },
              { label: '性别', value: SEXES.find((s) => s.value === user.sex)?.label ?? '-' },
              { label: '邮箱', value: user.email || '-' },
              { label: '所属企业', value: user.companyname },
              {
                label: '会员状态',
                value: user.vip === VIP.trial ? <Tag color="orange">试用</Tag> : <Tag color="green">正式会员</Tag>,
              },
              { label: '角色权限', value: user.roles.includes('admin') ? '管理员' : `${user.roles.length} 项权限` },
            ]}
          />
        </Space>
      </Card>
      <MessagePreferencesCard />
      <MyLogsCard />
    </Space>
  );
}
