// A menu whose dropdown code loads on first use: the trigger renders at once (same look, same accessible name),
// the menu library arrives when the user points at, focuses or opens it. Keeps overlays out of the entry budget.
import { cloneElement, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

export interface DeferredMenuProps {
  defaultOpened?: boolean;
}

interface TriggerProps {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

export function DeferredMenu({
  menu: Menu,
  preload,
  trigger,
}: {
  menu: LazyExoticComponent<ComponentType<DeferredMenuProps>>;
  preload: () => unknown;
  trigger: ReactElement<TriggerProps>;
}) {
  const [opened, setOpened] = useState(false);
  if (!opened) {
    return cloneElement(trigger, {
      onClick: () => setOpened(true),
      onPointerEnter: () => void preload(),
      onFocus: () => void preload(),
      'aria-haspopup': 'menu',
      'aria-expanded': false,
    });
  }
  return (
    <Suspense fallback={trigger}>
      <Menu defaultOpened />
    </Suspense>
  );
}
