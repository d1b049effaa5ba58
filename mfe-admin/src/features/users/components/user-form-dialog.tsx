import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import { formatTry, parseCents } from '@shop/shared';
import { Button, Dialog } from '@shop/ui';
import { Field, SelectInput, TextInput, checkboxRow, describedBy } from '../../../components/form-fields';
import { CreateAdminUserDocument, UpdateAdminUserDocument, type AdminUserFieldsFragment } from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { messages } from '../../../messages';

export const USER_STATUSES = ['Active', 'Inactive', 'Suspended', 'Banned'] as const;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface UserFormValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  status: string;
  isAdmin: boolean;
  balance: string;
  balanceReason: string;
}

export interface UserFormDialogProps {
  open: boolean;
  /** null: create a new user. */
  user: AdminUserFieldsFragment | null;
  onClose(): void;
}

function defaults(user: AdminUserFieldsFragment | null): UserFormValues {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    password: '',
    confirmPassword: '',
    status: user?.status ?? 'Active',
    isAdmin: user?.isAdmin ?? false,
    balance: user?.balance ?? '0',
    balanceReason: '',
  };
}

/** Add / edit a user (spec §5 rules and texts); the server checks the same rules again. */
export function UserFormDialog({ open, user, onClose }: UserFormDialogProps) {
  const m = messages.users.form;
  const id = useId();
  const { success, failure } = useAdminFeedback();
  const editing = user !== null;
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<UserFormValues>({ defaultValues: defaults(user) });
  // Filled when the dialog opens (or switches user), not when a refetch brings a new object.
  const userRef = useRef(user);
  userRef.current = user;
  useEffect(() => {
    if (open) reset(defaults(userRef.current));
  }, [open, user?.id, reset]);
  const refetchQueries = ['GetAdminUsers', 'GetAdminUser', 'GetAdminUserTransactions', 'GetAdminUserActivity'];
  const [createUser] = useMutation(CreateAdminUserDocument, { refetchQueries });
  const [updateUser] = useMutation(UpdateAdminUserDocument, { refetchQueries });

  const onSubmit = async (values: UserFormValues) => {
    const input = {
      username: values.username.trim(),
      email: values.email.trim(),
      status: values.status,
      isAdmin: values.isAdmin,
      // Empty counts as 0 (spec §5).
      balance: values.balance.trim() === '' ? '0' : values.balance.trim(),
      balanceReason: values.balanceReason.trim() || null,
      password: values.password || null,
    };
    try {
      if (editing) await updateUser({ variables: { id: user.id, input } });
      else await createUser({ variables: { input } });
      success(editing ? messages.users.updated : messages.users.created);
      onClose();
    } catch (error) {
      failure(error);
    }
  };

  const balance = watch('balance');
  const balanceCents = parseCents(balance === '' ? '0' : balance);
  const f = (name: string) => `${id}-${name}`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={editing ? m.editTitle : m.createTitle}
      closeLabel={messages.dialog.close}
      wide
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Field id={f('username')} label={m.username} error={errors.username?.message}>
          <TextInput
            id={f('username')}
            autoComplete="off"
            aria-invalid={!!errors.username}
            aria-describedby={describedBy(f('username'), errors.username?.message)}
            {...register('username', {
              validate: (value) =>
                value.trim() === '' ? m.usernameRequired : value.trim().length < 3 ? m.usernameMin : true,
            })}
          />
        </Field>
        <Field id={f('email')} label={m.email} error={errors.email?.message}>
          <TextInput
            id={f('email')}
            type="email"
            autoComplete="off"
            aria-invalid={!!errors.email}
            aria-describedby={describedBy(f('email'), errors.email?.message)}
            {...register('email', {
              validate: (value) =>
                value.trim() === '' ? m.emailRequired : !EMAIL_PATTERN.test(value.trim()) ? m.emailInvalid : true,
            })}
          />
        </Field>
        <Field
          id={f('password')}
          label={m.password}
          error={errors.password?.message}
          hint={editing ? m.passwordEditHint : undefined}
        >
          <TextInput
            id={f('password')}
            type="password"
            autoComplete="new-password"
            aria-invalid={!!errors.password}
            aria-describedby={describedBy(
              f('password'),
              errors.password?.message,
              editing ? m.passwordEditHint : undefined,
            )}
            {...register('password', {
              validate: (value) => {
                if (value === '') return editing ? true : m.passwordRequired;
                return value.length < 6 ? m.passwordMin : true;
              },
            })}
          />
        </Field>
        <Field id={f('confirm')} label={m.confirmPassword} error={errors.confirmPassword?.message}>
          <TextInput
            id={f('confirm')}
            type="password"
            autoComplete="new-password"
            aria-invalid={!!errors.confirmPassword}
            aria-describedby={describedBy(f('confirm'), errors.confirmPassword?.message)}
            {...register('confirmPassword', {
              validate: (value, all) => (value === all.password ? true : m.passwordMismatch),
            })}
          />
        </Field>
        <Field id={f('status')} label={m.status}>
          <SelectInput id={f('status')} {...register('status')}>
            {USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {messages.users.statuses[status]} ({status})
              </option>
            ))}
          </SelectInput>
        </Field>
        <label css={checkboxRow}>
          <input type="checkbox" {...register('isAdmin')} />
          {m.isAdmin}
        </label>
        <Field
          id={f('balance')}
          label={m.balance}
          error={errors.balance?.message}
          hint={balanceCents !== null && balanceCents >= 0 ? formatTry(balance === '' ? '0' : balance) : undefined}
        >
          <TextInput
            id={f('balance')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            aria-invalid={!!errors.balance}
            aria-describedby={describedBy(f('balance'), errors.balance?.message, 'hint')}
            {...register('balance', {
              validate: (value) => {
                const cents = parseCents(value.trim() === '' ? '0' : value);
                return cents !== null && cents >= 0 ? true : m.balanceInvalid;
              },
            })}
          />
        </Field>
        <Field id={f('reason')} label={m.balanceReason}>
          <TextInput
            id={f('reason')}
            maxLength={200}
            placeholder={m.balanceReasonPlaceholder}
            {...register('balanceReason')}
          />
        </Field>
        <div css={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 10, marginTop: 8 }}>
          <Button variant="outline" onClick={onClose}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? m.saving : editing ? m.update : m.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
