import { useEffect, useRef, useState } from 'react';

/**
 * A Mantine Menu's controlled state that opens it right after its first render when
 * `isOpenedOnMount` (its stand-in button was pressed, use-header-menus.ts): the menu's own button
 * takes the focus first, so the menu returns the focus to it when Escape or a choice closes it.
 * Spread `menuProps` on the Menu and give `buttonRef` to its target.
 */
export function useMenuOpenedOnMount(isOpenedOnMount: boolean) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isOpenedAtFirst = useRef(isOpenedOnMount);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!isOpenedAtFirst.current) return;
    buttonRef.current?.focus();
    setOpened(true);
  }, []);
  return { buttonRef, menuProps: { opened, onChange: setOpened } };
}
