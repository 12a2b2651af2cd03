import { createConfig } from '@yjf/build';

export default createConfig({
  name: 'system',
  kind: 'remote',
  dir: import.meta.dirname,
  exposes: {
    './ServerStatus': './src/monitor/ServerStatus.tsx',
    './PlanList': './src/plans/PlanList.tsx',
    './MembershipOrders': './src/membershipOrders/MembershipOrders.tsx',
    './UserList': './src/users/UserList.tsx',
    './DeptList': './src/departments/DeptList.tsx',
    './RoleList': './src/roles/RoleList.tsx',
    './MenuList': './src/menus/MenuList.tsx',
    './DictList': './src/dicts/DictList.tsx',
    './OperationLog': './src/logs/OperationLog.tsx',
    './ErrorLog': './src/logs/ErrorLog.tsx',
    './OnlineUsers': './src/online/OnlineUsers.tsx',
    './LocalStorage': './src/storage/LocalStorage.tsx',
    './Pictures': './src/pictures/Pictures.tsx',
    './ObjectStorage': './src/objectStorage/ObjectStorage.tsx',
    './AdList': './src/ads/AdList.tsx',
    './Releases': './src/releases/Releases.tsx',
    './DatabaseUpgrade': './src/databaseUpgrade/DatabaseUpgrade.tsx',
  },
});
