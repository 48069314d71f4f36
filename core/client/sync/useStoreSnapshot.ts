import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Store } from 'tinybase';

/** How a hook reads one piece of a store and hears about its changes. */
export interface StoreSource<T> {
  listen(store: Store, onChange: () => void): string;
  read(store: Store): T;
}

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A live piece of a TinyBase store through useSyncExternalStore. TinyBase returns a new object on
 * every read, so the value is cached until the store reports a change, keeping renders stable.
 */
export function useStoreSnapshot<T>(
  store: Store | undefined,
  source: StoreSource<T>,
  fallback: T,
): T {
  const cache = useRef<{ store: Store; source: StoreSource<T>; value: T } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!store) return () => {};
      const id = source.listen(store, () => {
        cache.current = null;
        onChange();
      });
      // A change between render and subscribe was not heard: drop the cache if the data moved.
      const cached = cache.current;
      if (cached && !sameJson(cached.value, source.read(store))) cache.current = null;
      return () => {
        store.delListener(id);
      };
    },
    [store, source],
  );
  const getSnapshot = () => {
    if (!store) return fallback;
    const cached = cache.current;
    if (cached && cached.store === store && cached.source === source) return cached.value;
    const value = source.read(store);
    cache.current = { store, source, value };
    return value;
  };
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
