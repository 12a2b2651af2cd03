import { useMemo, useRef, useState } from 'react';
import { AutoComplete, Button, Tooltip } from '@yjf/ui/arcoCore';
import { IconSearch } from '@arco-design/web-react/icon';
import type { PageRoute } from '@yjf/domain/menuRoutes';
import { useOpenPage } from '../layout/shellHooks';
import { searchPages } from '../routeTable';

/** Finds a menu page by title or path and opens it (spec section 2, "Header search"). */
export function HeaderSearch({ routes }: { routes: PageRoute[] }) {
  const openPage = useOpenPage();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const input = useRef<{ focus(): void } | null>(null);
  const options = useMemo(
    () => searchPages(routes, text).map((route) => ({ value: route.path, name: route.trail.join(' > ') })),
    [routes, text],
  );
  if (!open) {
    return (
      <Tooltip content="搜索菜单">
        <Button
          type="text"
          icon={<IconSearch />}
          aria-label="搜索菜单"
          onClick={() => {
            setOpen(true);
            setTimeout(() => input.current?.focus(), 0);
          }}
        />
      </Tooltip>
    );
  }
  return (
    <AutoComplete
      ref={input as never}
      className="header-search"
      placeholder="搜索菜单"
      value={text}
      onChange={setText}
      data={options}
      filterOption={false}
      onSelect={(path) => {
        openPage(String(path));
        setText('');
        setOpen(false);
      }}
      onBlur={() => setTimeout(() => setOpen(false), 150)}
      triggerProps={{ autoAlignPopupWidth: false, style: { minWidth: 240 } }}
      inputProps={{ 'aria-label': '搜索菜单' }}
    />
  );
}
