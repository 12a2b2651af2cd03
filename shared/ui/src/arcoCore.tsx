/**
 * The Arco Design components every screen draws with (layout, navigation, feedback, forms, data display), one
 * shared copy for the host and every remote, with their styles. Arco shared whole is 272 KB gzip; this set is
 * what the screens use. Add a component here when a screen needs it.
 *
 * The pager is here (a phone's list of cards pages with it; the List draws with it anyway). The rest comes in sets
 * a screen loads only when it draws with them: the table (`@yjf/ui/arcoTable`, with the pager again for the areas
 * built before), number inputs and radio groups (`arcoInputs`), date pickers (`arcoDates`), trees
 * (`arcoTrees`), files and images (`arcoFiles`), a record's details, steps and timeline (`arcoDetails`). So the
 * shell and the dashboard load no table and no date picker.
 */
import '@arco-design/web-react/es/Alert/style/css.js';
// After Arco's own: its controls grown to a finger's size on a phone.
import './phoneTargets.css';
import '@arco-design/web-react/es/AutoComplete/style/css.js';
import '@arco-design/web-react/es/Avatar/style/css.js';
import '@arco-design/web-react/es/Badge/style/css.js';
import '@arco-design/web-react/es/Breadcrumb/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/ConfigProvider/style/css.js';
import '@arco-design/web-react/es/Divider/style/css.js';
import '@arco-design/web-react/es/Drawer/style/css.js';
import '@arco-design/web-react/es/Dropdown/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Layout/style/css.js';
import '@arco-design/web-react/es/Link/style/css.js';
import '@arco-design/web-react/es/List/style/css.js';
import '@arco-design/web-react/es/Menu/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Notification/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Popover/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Skeleton/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Statistic/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Tooltip/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';

export {
  Alert,
  AutoComplete,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  ConfigProvider,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Form,
  Grid,
  Input,
  Layout,
  Link,
  List,
  Menu,
  Message,
  Modal,
  Notification,
  Pagination,
  Popconfirm,
  Popover,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Switch,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from '@arco-design/web-react';
export type { FormInstance, FormItemProps, RulesProps } from '@arco-design/web-react';
