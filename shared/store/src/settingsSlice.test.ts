import { changeSetting, defaultSettings, loadSettings, settingsSlice } from './settingsSlice';
import { loadAppState } from './appSlice';

const storage = (value: string | null) => ({ getItem: () => value });

describe('settings', () => {
  it('starts from the defaults: theme #1890ff, tags, fixed header, logo, unique-opened', () => {
    expect(loadSettings(storage(null))).toEqual(defaultSettings);
    expect(defaultSettings.theme).toBe('#1890ff');
  });

  it('reads saved settings, ignoring what it cannot use', () => {
    expect(loadSettings(storage('{"tagsView":false,"theme":"#13c2c2"}'))).toMatchObject({
      tagsView: false,
      theme: '#13c2c2',
      fixedHeader: true,
    });
    expect(loadSettings(storage('{"tagsView":"no","theme":"red"}'))).toEqual(defaultSettings);
    expect(loadSettings(storage('not json'))).toEqual(defaultSettings);
  });

  it('never reopens the 布局设置 drawer from what an older version saved', () => {
    expect(loadSettings(storage('{"showSettings":true}'))).toEqual(defaultSettings);
    expect(loadAppState({ get: () => undefined }).settingsOpen).toBe(false);
  });

  it('changes one setting', () => {
    const state = settingsSlice.reducer(defaultSettings, changeSetting({ key: 'uniqueOpened', value: false }));
    expect(state.uniqueOpened).toBe(false);
  });
});

describe('app state', () => {
  it('opens the sidebar and uses the small size by default', () => {
    expect(loadAppState({ get: () => undefined })).toEqual({
      sidebar: { opened: true, withoutAnimation: false },
      device: 'desktop',
      size: 'small',
      settingsOpen: false,
    });
  });

  it('reads the sidebar and size cookies', () => {
    const cookies = { sidebarStatus: '0', size: 'mini' } as Record<string, string>;
    expect(loadAppState({ get: (name) => cookies[name] })).toMatchObject({ sidebar: { opened: false }, size: 'mini' });
  });

  it('starts a phone in mobile mode with the sidebar closed, whatever the desktop left in the cookie', () => {
    expect(loadAppState({ get: () => undefined }, 390)).toMatchObject({
      device: 'mobile',
      sidebar: { opened: false },
    });
    expect(loadAppState({ get: () => '1' }, 991).device).toBe('mobile');
    expect(loadAppState({ get: () => '1' }, 992)).toMatchObject({ device: 'desktop', sidebar: { opened: true } });
  });
});
