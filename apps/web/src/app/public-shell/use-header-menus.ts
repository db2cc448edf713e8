import { useState } from 'react';
import type * as HeaderMenusExports from './header-menus';

/** The header's menus. */
export type HeaderMenuName = 'services' | 'language';

type HeaderMenusModule = typeof HeaderMenusExports;

/** The menus' code (Mantine Menu and floating-ui), one chunk. */
const loadHeaderMenus = () => import('./header-menus');

/** What the header renders: the real menus once `menus` is set, stand-in buttons until then. */
export interface HeaderMenus {
  /** The menus' module, null until a stand-in was pressed and the code arrived. */
  menus: HeaderMenusModule | null;
  /** The stand-in that was pressed: its menu opens as it replaces the stand-ins. */
  pressed: HeaderMenuName | null;
  /** A stand-in's click handler: loads the menus and opens that one when they arrive. */
  press: (name: HeaderMenuName) => void;
  /** A stand-in's pointer-enter and focus handler: starts fetching the menus' code. */
  prefetch: () => void;
}

/**
 * The header's dropdown menus (services, language) are stand-in buttons, styled and named like
 * the menus' own, until one is pressed (decision 054): Mantine's Menu and Popover bring
 * floating-ui, about a sixth of the start chunk, and no first paint shows an open menu. Pointing
 * at or focusing a stand-in starts the fetch; the press swaps both stand-ins for the real menus,
 * the pressed one open (its focus trap takes the focus, Escape returns it to its button). The
 * swap happens only on a press, never under a visitor's pointer or focus.
 */
export function useHeaderMenus(): HeaderMenus {
  const [pressed, setPressed] = useState<HeaderMenuName | null>(null);
  const [menus, setMenus] = useState<HeaderMenusModule | null>(null);
  return {
    menus,
    pressed,
    press: (name) => {
      setPressed(name);
      void loadHeaderMenus().then(setMenus);
    },
    prefetch: () => void loadHeaderMenus(),
  };
}
