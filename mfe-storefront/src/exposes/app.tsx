import { StorefrontRoutes } from '../app/routes';
import { ShellProvider, type ShellProps } from '@shop/ui';

/** The storefront's only exposed module: its routes, given the shell's services as props. */
export default function StorefrontApp(props: ShellProps) {
  return (
    <ShellProvider value={props}>
      <StorefrontRoutes />
    </ShellProvider>
  );
}
