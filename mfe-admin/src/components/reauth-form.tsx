import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Button, Field, Input, theme } from '@shop/ui';
import { messages } from '../messages';

const m = messages.products.units;

/** True when the server asks for the admin's password again before a credential read. */
export function needsReauthentication(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.reauthenticate === true);
}

const passwordSchema = z.object({ password: z.string().min(1) });

/** The admin's password again before a credential read (the submit stays disabled while it is blank). */
export function ReauthForm({ busy, onSubmit }: { busy: boolean; onSubmit(password: string): Promise<void> }) {
  const { register, handleSubmit, reset, watch } = useForm<z.infer<typeof passwordSchema>>({
    defaultValues: { password: '' },
    resolver: zodResolver(passwordSchema),
  });
  const submit = handleSubmit(async ({ password }) => {
    reset({ password: '' });
    await onSubmit(password);
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 8 }}>
      <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: 13 }}>{m.reauthText}</p>
      <Field label={m.password}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" autoFocus {...register('password')} />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={!watch('password') || busy}>
          {m.reauthSubmit}
        </Button>
      </div>
    </form>
  );
}
