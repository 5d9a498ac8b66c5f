import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A press whose action is on its way (Pay, Try again, Submit): the button shows it busy until the
 * action ends. The core commits an action once, at its end (ARCHITECTURE.md, State), so its stores
 * tell the outcome, not the wait: the wait is this view's own state.
 */
export function usePress(): readonly [boolean, (action: () => Promise<unknown>) => void] {
  const [pressed, setPressed] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const press = useCallback((action: () => Promise<unknown>) => {
    setPressed(true);
    void action().finally(() => {
      if (mounted.current) setPressed(false);
    });
  }, []);
  return [pressed, press] as const;
}
