import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { initRemotes, siteSettings } from '../features/remotes/remote-registry';
import { useSession } from '../features/session/hooks/use-session';
import { useToast } from '../features/toast/hooks/use-toast';
import type { ShellProps, SiteSettings } from '@shop/ui';

/** The site's run-time settings, once /remotes.json has been read (the remotes need it anyway). */
function useSiteSettings(): SiteSettings {
  const [settings, setSettings] = useState(siteSettings);
  useEffect(() => {
    let live = true;
    // A transition: on a page rendered on the server the remote's boundary may not be hydrated
    // yet, and an urgent change of its props would make React drop the server's HTML there and
    // show the loading panel until the remote renders again (a transition waits for hydration).
    initRemotes().then(
      () => live && startTransition(() => setSettings(siteSettings())),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return settings;
}

/** The services handed to every remote as props (the contract is ShellProps in @shop/ui). */
export function useShellServices(): ShellProps {
  const session = useSession();
  const toast = useToast();
  const settings = useSiteSettings();
  // The first answer of `me` re-renders every remote, and Apollo delivers it synchronously: one
  // long task on the first page. It reaches the page as a deferred value instead, which React
  // renders in slices and, like a transition, holds until a server-rendered remote has hydrated
  // (an urgent change of its props made React drop the server's HTML for the loading panel while
  // the remote's code was still on its way: seen for signed-in shoppers on the storefront's pages).
  // Meanwhile the remotes still see "loading", which they already wait on. Every later change
  // (login, logout) is passed on at once.
  const deferred = useDeferredValue(session);
  const published = deferred.loading ? deferred : session;
  return useMemo(() => ({ session: published, toast, settings }), [published, toast, settings]);
}
