import { useMemo } from 'react';
import { useSession } from '../features/session/hooks/use-session';
import { useToast } from '../features/toast/hooks/use-toast';
import type { ShellProps } from '../types/shell-contract';

/** The services handed to every remote as props (see types/shell-contract.ts). */
export function useShellServices(): ShellProps {
  const session = useSession();
  const toast = useToast();
  return useMemo(() => ({ session, toast }), [session, toast]);
}
