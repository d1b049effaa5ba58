import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button, Dialog, useShell } from '@shop/ui';
import { usePasskeyStepUp } from '../../../components/passkey-step-up';
import { ReauthField } from '../../../components/reauth-field';
import { messages } from '../../../messages';
import { ExportError, downloadAccountExport } from '../api/export-accounts';

/** The admin's password, asked again; the confirm button stays disabled while it is blank. */
const exportFormSchema = z.object({ password: z.string().min(1) });
type ExportFormValues = z.infer<typeof exportFormSchema>;

/** Asks the admin's password again, then downloads every unsold account as a .txt file. */
export function ExportDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const m = messages.products.export;
  const { toast } = useShell();
  // An account with an authenticator app re-authenticates with its code, not the password.
  const [askCode, setAskCode] = useState(false);
  const passkey = usePasskeyStepUp();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { isSubmitting },
  } = useForm<ExportFormValues>({ defaultValues: { password: '' }, resolver: zodResolver(exportFormSchema) });

  const submit = handleSubmit(async ({ password }) => {
    try {
      await downloadAccountExport(askCode ? password.trim() : password, askCode ? 'code' : 'password');
      toast({ title: m.success, variant: 'success' });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ExportError && error.codeRequired) setAskCode(true);
      toast({
        title: messages.products.failed,
        description: m.failed((error as Error).message),
        variant: 'destructive',
      });
    } finally {
      reset({ password: '' });
    }
  });

  // One of the admin's passkeys re-authenticates the session; the export then needs no header.
  const confirmWithPasskey = async () => {
    setPasskeyBusy(true);
    try {
      await passkey.stepUp();
      await downloadAccountExport('', 'session');
      toast({ title: m.success, variant: 'success' });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: messages.products.failed,
        description: m.failed(
          error instanceof Error && error.name !== 'NotAllowedError' ? error.message : messages.stepUp.passkeyFailed,
        ),
        variant: 'destructive',
      });
    } finally {
      setPasskeyBusy(false);
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
          <Button type="submit" form="export-accounts-form" disabled={isSubmitting || !watch('password')}>
            {m.confirm}
          </Button>
        </>
      }
    >
      <form id="export-accounts-form" onSubmit={(event) => void submit(event)} noValidate>
        <ReauthField
          code={askCode}
          label={askCode ? m.code : m.password}
          hint={askCode ? m.codeText : undefined}
          registration={register('password')}
          passkey={passkey.available ? { onUse: () => void confirmWithPasskey(), busy: passkeyBusy } : undefined}
        />
      </form>
    </Dialog>
  );
}
