import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import Cookies from 'js-cookie';
import type { RootState } from '@yjf/store/store';
import { useAppDispatch, useAppSelector } from '@yjf/store/hooks';
import { closeSidebar, MOBILE_BREAKPOINT, SIDEBAR_COOKIE, SIZE_COOKIE, toggleDevice } from '@yjf/store/appSlice';
import { DEFAULT_THEME, SETTINGS_STORAGE_KEY } from '@yjf/store/settingsSlice';
import { THEME_PALETTES, THEME_SHADES } from './themePalettes';

/**
 * Arco's primary palette (`--primary-1` .. `--primary-10`) of the theme colour, and the browser's colour for its
 * bars (the status bar of the app opened from the home screen): the theme's shade, as the manifest's is.
 */
export function applyTheme(color: string, target: HTMLElement = document.body): void {
  const known = THEME_PALETTES[color] ? color : DEFAULT_THEME;
  THEME_PALETTES[known]!.forEach((rgb, index) => {
    target.style.setProperty(`--primary-${index + 1}`, rgb);
    target.style.setProperty(`--arcoblue-${index + 1}`, rgb);
  });
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_SHADES[known]!);
}

/**
 * Keeps the shell's state where it outlives a page load: settings in localStorage, sidebar and size in cookies,
 * and the theme on the page. Each is written when it changes, not when the shell first draws: the store starts
 * from what is stored, and the default theme's palette is in the shell's style sheet (`ShellLayout.css`). On a
 * cold page load, the first draw's effects had re-written both cookies (a round trip to the browser process
 * each, after which the next cookie read is one too) and set twenty custom properties on the body, restyling
 * the whole page just drawn (issue 58).
 */
export function usePersistedShellState(): void {
  const settings = useAppSelector((state) => state.settings);
  const opened = useAppSelector((state) => state.app.sidebar.opened);
  const size = useAppSelector((state) => state.app.size);
  const drawnTheme = useRef(settings.theme);
  useEffect(() => {
    if (drawnTheme.current !== DEFAULT_THEME) applyTheme(drawnTheme.current);
  }, []);
  useWriteOnChange(settings, () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
    applyTheme(settings.theme);
  });
  useWriteOnChange(opened, () => Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', { expires: 365, sameSite: 'strict' }));
  useWriteOnChange(size, () => Cookies.set(SIZE_COOKIE, size, { expires: 365, sameSite: 'strict' }));
}

/** Runs `write` each time `value` changes, and not for the value the shell was first drawn with. */
function useWriteOnChange<T>(value: T, write: () => void): void {
  const written = useRef(value);
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    write();
  }, [value, write]);
}

/**
 * Mobile mode under 992 px (spec section 2): the sidebar closes and becomes a drawer. The store starts in the
 * window's mode (`loadAppState`); this follows the window when it crosses the line, and does nothing otherwise,
 * so a page load and every resize within one mode cost no render.
 */
export function useResponsiveDevice(): void {
  const dispatch = useAppDispatch();
  const device = useAppSelector((state) => state.app.device);
  useEffect(() => {
    const apply = () => {
      const mobile = window.innerWidth < MOBILE_BREAKPOINT;
      if ((device === 'mobile') === mobile) return;
      dispatch(toggleDevice(mobile ? 'mobile' : 'desktop'));
      if (mobile) dispatch(closeSidebar({ withoutAnimation: true }));
    };
    apply();
    window.addEventListener('resize', apply);
    return () => window.removeEventListener('resize', apply);
  }, [dispatch, device]);
}

/**
 * Opens a menu's page: at the address its tag holds when it is open (a list's page, sort and search live there),
 * as a click on the tag does; else at `path`. The tags are read at the click, so the menu does not draw again
 * with every navigation.
 */
export function useOpenPage(): (path: string) => void {
  const navigate = useNavigate();
  const store = useStore<RootState>();
  return useCallback(
    (path: string) => navigate(store.getState().tags.visitedViews.find((view) => view.key === path)?.fullPath ?? path),
    [navigate, store],
  );
}
