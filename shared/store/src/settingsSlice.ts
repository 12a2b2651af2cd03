import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The settings panel (spec section 2 and 3, "Sidebar settings"); saved in the browser, per user machine. */
export type Settings = {
  /** Theme colour; Arco's primary palette is generated from it. */
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  uniqueOpened: boolean;
};

export const DEFAULT_THEME = '#1890ff';
export const THEME_PRESETS = ['#1890ff', '#304156', '#11a983', '#13c2c2', '#6959cd', '#f5222d', '#fa8c16'];
export const SETTINGS_STORAGE_KEY = 'yjf-settings';

export const defaultSettings: Settings = {
  theme: DEFAULT_THEME,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  uniqueOpened: true,
};

/**
 * Saved settings over the defaults; anything unreadable falls back to the default, and what is no setting (an
 * older version's `showSettings`, the drawer's open state) is left out.
 */
export function loadSettings(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Settings {
  try {
    const saved = JSON.parse(storage?.getItem(SETTINGS_STORAGE_KEY) ?? '{}') as Partial<Settings>;
    const merged = { ...defaultSettings };
    for (const key of Object.keys(defaultSettings) as (keyof Settings)[]) {
      if (typeof saved[key] === typeof defaultSettings[key]) (merged as Record<string, unknown>)[key] = saved[key];
    }
    if (!THEME_PRESETS.includes(merged.theme)) merged.theme = DEFAULT_THEME;
    return merged;
  } catch {
    return { ...defaultSettings };
  }
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: () => loadSettings(),
  reducers: {
    changeSetting<K extends keyof Settings>(state: Settings, action: PayloadAction<{ key: K; value: Settings[K] }>) {
      state[action.payload.key] = action.payload.value;
    },
  },
});

export const { changeSetting } = settingsSlice.actions;
