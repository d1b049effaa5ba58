import { AdminRoutes } from '../app/routes';
import { ShellProvider, type ShellProps } from '@shop/ui';

/** The admin remote's only exposed module: its routes, given the shell's services as props. */
export default function AdminApp(props: ShellProps) {
  return (
    <ShellProvider value={props}>
      <AdminRoutes />
    </ShellProvider>
  );
}
