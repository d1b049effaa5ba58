import { useMemo } from 'react';
import { useSession } from '../features/session/hooks/use-session';
import { useToast } from '../features/toast/hooks/use-toast';
import type { ShellProps } from '@shop/ui';

/** The services handed to every remote as props (the contract is ShellProps in @shop/ui). */
export function useShellServices(): ShellProps {
  const session = useSession();
  const toast = useToast();
  return useMemo(() => ({ session, toast }), [session, toast]);
}
