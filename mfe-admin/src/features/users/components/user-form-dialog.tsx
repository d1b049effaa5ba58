import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { formatTry, parseCents } from '@shop/shared';
import { Button, Checkbox, Dialog, Field, FieldGrid, Input, Select, formActions } from '@shop/ui';
import { CreateAdminUserDocument, UpdateAdminUserDocument, type AdminUserFieldsFragment } from '../../../gql/graphql';
import { needsStepUp, useStepUp } from '../../../components/step-up-dialog';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { messages } from '../../../messages';
import { USER_STATUSES, userFormSchema, userFormToInput, userToForm, type UserFormValues } from '../user-form';

export { USER_STATUSES };

export interface UserFormDialogProps {
  open: boolean;
  /** null: create a new user. */
  user: AdminUserFieldsFragment | null;
  onClose(): void;
}

/** Add / edit a user (spec §5 rules and texts); the server checks the same rules again. */
export function UserFormDialog({ open, user, onClose }: UserFormDialogProps) {
  const m = messages.users.form;
  const { success, failure } = useAdminFeedback();
  const editing = user !== null;
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<UserFormValues>({ defaultValues: userToForm(user), resolver: zodResolver(userFormSchema(editing)) });
  // Filled when the dialog opens (or switches user), not when a refetch brings a new object.
  const userRef = useRef(user);
  userRef.current = user;
  useEffect(() => {
    if (open) reset(userToForm(userRef.current));
  }, [open, user?.id, reset]);
  const refetchQueries = ['GetAdminUsers', 'GetAdminUser', 'GetAdminUserTransactions', 'GetAdminUserActivity'];
  const [createUser] = useMutation(CreateAdminUserDocument, { refetchQueries });
  const [updateUser] = useMutation(UpdateAdminUserDocument, { refetchQueries });
  // Rights, a password or an e-mail change: the server asks for the step-up, then the same values go again.
  const stepUp = useStepUp();

  const onSubmit = async (values: UserFormValues) => {
    const input = userFormToInput(values);
    try {
      if (editing) await updateUser({ variables: { id: user.id, input } });
      else await createUser({ variables: { input } });
      success(editing ? messages.users.updated : messages.users.created);
      onClose();
    } catch (error) {
      if (needsStepUp(error)) stepUp.ask(() => onSubmit(values));
      else failure(error);
    }
  };

  const balance = watch('balance');
  const balanceCents = parseCents(balance === '' ? '0' : balance);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={editing ? m.editTitle : m.createTitle}
      closeLabel={messages.dialog.close}
      wide
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <FieldGrid columns={1}>
          <Field label={m.username} error={errors.username}>
            {(control) => <Input {...control} autoComplete="off" {...register('username')} />}
          </Field>
          <Field label={m.email} error={errors.email}>
            {(control) => <Input {...control} type="email" autoComplete="off" {...register('email')} />}
          </Field>
          <Field label={m.password} error={errors.password} hint={editing ? m.passwordEditHint : undefined}>
            {(control) => <Input {...control} type="password" autoComplete="new-password" {...register('password')} />}
          </Field>
          <Field label={m.confirmPassword} error={errors.confirmPassword}>
            {(control) => (
              <Input {...control} type="password" autoComplete="new-password" {...register('confirmPassword')} />
            )}
          </Field>
          <Field label={m.status}>
            {(control) => (
              <Select
                {...control}
                options={USER_STATUSES.map((status) => ({
                  value: status,
                  label: `${messages.users.statuses[status]} (${status})`,
                }))}
                {...register('status')}
              />
            )}
          </Field>
          <Checkbox label={m.isAdmin} {...register('isAdmin')} />
          <Field
            label={m.balance}
            error={errors.balance}
            hint={balanceCents !== null && balanceCents >= 0 ? formatTry(balance === '' ? '0' : balance) : undefined}
          >
            {(control) => (
              <Input {...control} type="number" inputMode="decimal" step="0.01" min="0" {...register('balance')} />
            )}
          </Field>
          <Field label={m.balanceReason}>
            {(control) => (
              <Input
                {...control}
                maxLength={200}
                placeholder={m.balanceReasonPlaceholder}
                {...register('balanceReason')}
              />
            )}
          </Field>
        </FieldGrid>
        <div css={formActions}>
          <Button variant="outline" onClick={onClose}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? m.saving : editing ? m.update : m.create}
          </Button>
        </div>
      </form>
      {stepUp.dialog}
    </Dialog>
  );
}
