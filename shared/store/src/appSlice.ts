import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';
import { MOBILE_BELOW } from '@yjf/domain/screens';

/** Component sizes of the size selector (spec section 2): the default is small. */
export type Size = 'default' | 'medium' | 'small' | 'mini';
export const SIZES: { value: Size; label: string }[] = [
  { value: 'default', label: '默认' },
  { value: 'medium', label: '中等' },
  { value: 'small', label: '小型' },
  { value: 'mini', label: '迷你' },
];

/** Cookies that keep the sidebar state and the size between visits (spec: "persists in a cookie"). */
export const SIDEBAR_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';
/** Under this width the shell is in mobile mode (spec section 9; `@yjf/domain/screens`). */
export const MOBILE_BREAKPOINT = MOBILE_BELOW;

export type AppState = {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: 'desktop' | 'mobile';
  size: Size;
  /** The 布局设置 drawer is open; never saved, so a reload does not open it again. */
  settingsOpen: boolean;
};

/**
 * The state a page load starts from: the size and sidebar cookies, and the device the window already is. A phone
 * starts in mobile mode with the sidebar closed, so the shell's first render is the phone's layout; starting as
 * a desktop drew the whole sidebar menu once only to swap it for the drawer. `useResponsiveDevice` follows the
 * window from then on.
 */
export function loadAppState(
  cookies: { get(name: string): string | undefined } = Cookies,
  windowWidth: number = typeof window === 'undefined' ? Infinity : window.innerWidth,
): AppState {
  const size = cookies.get(SIZE_COOKIE) as Size | undefined;
  const mobile = windowWidth < MOBILE_BREAKPOINT;
  return {
    sidebar: { opened: !mobile && cookies.get(SIDEBAR_COOKIE) !== '0', withoutAnimation: false },
    device: mobile ? 'mobile' : 'desktop',
    size: size && SIZES.some((s) => s.value === size) ? size : 'small',
    settingsOpen: false,
  };
}

export const appSlice = createSlice({
  name: 'app',
  initialState: () => loadAppState(),
  reducers: {
    toggleSidebar(state) {
      state.sidebar.opened = !state.sidebar.opened;
      state.sidebar.withoutAnimation = false;
    },
    closeSidebar(state, action: PayloadAction<{ withoutAnimation: boolean }>) {
      state.sidebar.opened = false;
      state.sidebar.withoutAnimation = action.payload.withoutAnimation;
    },
    toggleDevice(state, action: PayloadAction<AppState['device']>) {
      state.device = action.payload;
    },
    setSize(state, action: PayloadAction<Size>) {
      state.size = action.payload;
    },
    openSettings(state) {
      state.settingsOpen = true;
    },
    closeSettings(state) {
      state.settingsOpen = false;
    },
  },
});

export const { toggleSidebar, closeSidebar, toggleDevice, setSize, openSettings, closeSettings } = appSlice.actions;
