import { useState, type FormEvent } from 'react';
import { Button, Dialog, Field, Input, useShell } from '@shop/ui';
import { messages } from '../../../messages';
import { downloadAccountExport } from '../api/export-accounts';

/** Asks the admin's password again, then downloads every unsold account as a .txt file. */
export function ExportDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const m = messages.products.export;
  const { toast } = useShell();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await downloadAccountExport(password);
      toast({ title: m.success, variant: 'success' });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: messages.products.failed,
        description: m.failed((error as Error).message),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
      setPassword('');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.title}
      description={m.description}
      actions={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {m.cancel}
          </Button>
          <Button type="submit" form="export-accounts-form" disabled={pending || !password}>
            {m.confirm}
          </Button>
        </>
      }
    >
      <form id="export-accounts-form" onSubmit={(event) => void submit(event)}>
        <Field label={m.password}>
          {(a11y) => (
            <Input
              {...a11y}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Dialog>
  );
}
