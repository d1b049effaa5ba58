import { AccountRoutes } from '../app/routes';
import { ShellProvider, type ShellProps } from '@shop/ui';

/** The account remote's only exposed module: its routes, given the shell's services as props. */
export default function AccountApp(props: ShellProps) {
  return (
    <ShellProvider value={props}>
      {/* At least a screen high: the shell's footer starts below the fold and never moves while data arrives. */}
      <div css={{ minHeight: '100vh' }}>
        <AccountRoutes />
      </div>
    </ShellProvider>
  );
}
