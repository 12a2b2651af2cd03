import { memo } from 'react';
import { Drawer, Switch } from '@yjf/ui/arcoCore';
import { IconCheck } from '@arco-design/web-react/icon';
import { useAppDispatch, useAppSelector } from '@yjf/store/hooks';
import { closeSettings } from '@yjf/store/appSlice';
import { changeSetting, THEME_PRESETS, type Settings } from '@yjf/store/settingsSlice';

const SWITCHES: { key: keyof Settings; label: string }[] = [
  { key: 'tagsView', label: '显示标签栏' },
  { key: 'fixedHeader', label: '固定头部' },
  { key: 'sidebarLogo', label: '显示 Logo' },
  { key: 'uniqueOpened', label: '菜单手风琴（只展开一项）' },
];

/**
 * 系统布局设置: theme colour and the shell's switches, saved in this browser. Whether the drawer is open is not
 * a setting (`app.settingsOpen`): a reload never opens it again. Memoized: the shell draws again with every page
 * it shows, and the closed panel need not.
 */
export const SettingsPanel = memo(function SettingsPanel() {
  const settings = useAppSelector((state) => state.settings);
  const open = useAppSelector((state) => state.app.settingsOpen);
  const dispatch = useAppDispatch();
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => dispatch(changeSetting({ key, value }));
  return (
    <Drawer
      className="settings-panel"
      title="系统布局设置"
      width={300}
      visible={open}
      footer={null}
      onCancel={() => dispatch(closeSettings())}
    >
      <section className="settings-section">
        <h4>主题色</h4>
        <div className="settings-colors" role="radiogroup" aria-label="主题色">
          {THEME_PRESETS.map((color) => (
            <button
              key={color}
              type="button"
              role="radio"
              aria-checked={settings.theme === color}
              aria-label={`主题色 ${color}`}
              className="settings-color"
              style={{ background: color }}
              onClick={() => set('theme', color)}
            >
              {settings.theme === color && <IconCheck />}
            </button>
          ))}
        </div>
      </section>
      <section className="settings-section">
        <h4>界面</h4>
        {SWITCHES.map(({ key, label }) => (
          <label key={key} className="settings-row">
            <span>{label}</span>
            <Switch
              size="small"
              checked={Boolean(settings[key])}
              onChange={(value) => set(key, value)}
              aria-label={label}
            />
          </label>
        ))}
      </section>
    </Drawer>
  );
});
