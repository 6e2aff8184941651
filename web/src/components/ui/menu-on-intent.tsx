/**
 * A menu whose code loads on intent (issue 39 "A light main thread": ≤ 50 KB of unused JavaScript on first
 * load; decisions MN1, following LO1 for the card popup's chunk). Amplify UI's `Menu` brings Radix's menu and
 * Floating UI (the `MenuItem` chunk, about 21 KB on the network, three quarters of it unrun until a menu opens).
 *
 * `menuOnIntent(load)` gives a component that draws the menu's trigger at once, as the very element the loaded
 * menu will use (so nothing moves, issue 35), with `aria-haspopup="menu"` and `aria-expanded="false"`, and
 * fetches the menu's code on the trigger's first `pointerover` or `focus`, or when the page is idle on a screen
 * without hover (`(hover: none)`). A press (pointerdown, click, Enter or Space) before the code has come opens
 * the menu once it has; keyboard focus stays on the trigger when the loaded one replaces it. If the load fails,
 * the trigger stays and the next sign of intent tries again.
 *
 * `load` resolves to the loaded menu, which receives its own props plus `menu` (spread it onto Amplify's
 * `<Menu>`: `trigger`, `isOpen`, `onOpenChange`) and `focusTrigger`.
 */
import {
  cloneElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type PointerEvent,
  type ReactElement,
  type Ref,
  type RefObject,
} from 'react';
import { whenIdle } from '../../lib/when-idle';

/** The props a loaded menu spreads onto Amplify UI's `<Menu>`. */
export interface IntentMenuState {
  /** The trigger drawn before the code came, with a ref to find it again. */
  trigger: ReactElement;
  /** Controlled open state: true at mount when a press arrived before the code. */
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** What `menuOnIntent` passes to the loaded menu besides the caller's own props. */
export interface LoadedMenuProps {
  menu: IntentMenuState;
  /** Moves focus back to the trigger (after a dialog the menu opened has closed). */
  focusTrigger: () => void;
}

/** The props of the trigger element the caller draws (a `MenuButton`, typically). */
interface TriggerProps {
  ref?: Ref<HTMLButtonElement>;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  'data-state'?: 'closed';
  onPointerOver?: () => void;
  onFocus?: () => void;
  onPointerDown?: (event: PointerEvent<HTMLButtonElement>) => void;
  onClick?: () => void;
}

/** The component `menuOnIntent` returns: the caller's props, plus the trigger to draw. */
export type IntentMenuProps<P> = P & { trigger: ReactElement<TriggerProps> };

/** The stand-in trigger; tells its parent, as it goes, whether it had the focus. */
function StandIn({
  trigger,
  button,
  attachTrigger,
  hadFocus,
  onIntent,
  onPress,
}: {
  trigger: ReactElement<TriggerProps>;
  /** The drawn stand-in button, once mounted. */
  button: HTMLButtonElement | null;
  attachTrigger: (button: HTMLButtonElement | null) => void;
  hadFocus: RefObject<boolean>;
  onIntent: () => void;
  onPress: () => void;
}) {
  // Runs before the button leaves the DOM, so the focus can be handed to the loaded trigger.
  useLayoutEffect(
    () => () => {
      hadFocus.current = button !== null && document.activeElement === button;
    },
    [hadFocus, button],
  );
  return cloneElement(trigger, {
    ref: attachTrigger,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerOver: onIntent,
    onFocus: onIntent,
    // Radix opens a menu on the primary button's pointerdown, not on click: a press that began here counts.
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button === 0 && !event.ctrlKey) onPress();
    },
    // A click, or Enter or Space on the focused button.
    onClick: onPress,
  });
}

/**
 * Wraps a menu loaded by `load` (a dynamic import) so its code is fetched on intent (see the module's doc).
 * @returns the component to render in the menu's place, taking the loaded menu's props and `trigger`.
 */
export function menuOnIntent<P extends object>(
  load: () => Promise<ComponentType<P & LoadedMenuProps>>,
): ComponentType<IntentMenuProps<P>> {
  let loaded: ComponentType<P & LoadedMenuProps> | null = null;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
      },
      () => {
        // A failed fetch (offline, a new deploy): the next hover or focus tries again.
        pending = null;
      },
    );
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const current = () => loaded;

  function IntentMenu(props: IntentMenuProps<P>) {
    const { trigger, ...own } = props;
    const Loaded = useSyncExternalStore(subscribe, current, current);
    const [isOpen, setIsOpen] = useState(false);
    // The trigger's button (the stand-in's, then the loaded menu's): state, as a callback ref sets it.
    const [button, attachTrigger] = useState<HTMLButtonElement | null>(null);
    const hadFocus = useRef(false);
    const focusTrigger = useCallback(() => button?.focus(), [button]);
    const press = useCallback(() => {
      setIsOpen(true);
      preload();
    }, []);

    // A touch screen gives no hover before the tap: fetch when the page is idle.
    const ready = Loaded !== null;
    useEffect(() => {
      if (ready || !window.matchMedia('(hover: none)').matches) return;
      return whenIdle(preload);
    }, [ready]);
    // The loaded trigger replaces the focused stand-in: keep the focus there (an open menu takes it itself).
    useEffect(() => {
      // `button` is the stand-in's until the loaded trigger's callback ref has set it.
      if (!ready || !hadFocus.current || button === null || !button.isConnected) return;
      hadFocus.current = false;
      if (!isOpen) button.focus();
    }, [ready, button, isOpen]);

    if (Loaded === null)
      return (
        <StandIn
          trigger={trigger}
          button={button}
          attachTrigger={attachTrigger}
          hadFocus={hadFocus}
          onIntent={preload}
          onPress={press}
        />
      );
    const menu: IntentMenuState = {
      trigger: cloneElement(trigger, { ref: attachTrigger }),
      isOpen,
      onOpenChange: setIsOpen,
    };
    // `Loaded` is the module's one loaded menu, set once: the same component on every render.
    // eslint-disable-next-line react-hooks/static-components
    return <Loaded {...(own as P)} menu={menu} focusTrigger={focusTrigger} />;
  }
  return IntentMenu;
}
