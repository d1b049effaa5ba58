import {
  lazy,
  useSyncExternalStore,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { css } from '@emotion/react';

const neverChanges = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML; true once this part of the page
 * is live (and at once in a part the browser renders itself). React's documented way: during
 * hydration `useSyncExternalStore` reads the server snapshot, then re-renders with the client's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

// No box of its own: the children lay out as if the fieldset were not there.
const gate = css`
  display: contents;
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
`;

/**
 * Keeps the server-rendered controls inside disabled until their code has hydrated them. A press
 * or a keystroke on the server's HTML before that would be lost (React 19 drops a click on a part
 * whose code has not arrived, and nothing listens before hydrateRoot): a disabled button says
 * "not yet" and takes the press once it is live. Links stay links (a full navigation still works).
 */
export function LiveWhenHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset role="presentation" disabled={!hydrated} data-hydrating={hydrated ? undefined : ''} css={gate}>
      {children}
    </fieldset>
  );
}

/**
 * `React.lazy` for a part the server may render: its controls stay disabled until the part's own
 * chunk has hydrated. A remote's gate (ShellProvider) opens when the remote's first chunk is live,
 * while a lazy page inside it can still be the server's HTML, where a press would be dropped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyLive<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() =>
    load().then(({ default: Part }) => {
      const Live = (props: ComponentProps<T>) => (
        <LiveWhenHydrated>
          <Part {...props} />
        </LiveWhenHydrated>
      );
      return { default: Live as unknown as T };
    }),
  );
}
