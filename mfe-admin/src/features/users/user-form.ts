import { z } from 'zod';
import { parseCents } from '@shop/shared';
import type { AdminUserFieldsFragment } from '../../gql/graphql';
import { checkedText } from '../../lib/schema';
import { messages } from '../../messages';

export const USER_STATUSES = ['Active', 'Inactive', 'Suspended', 'Banned'] as const;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const m = messages.users.form;

/** Spec §5's rules for 'Yeni Kullanıcı' / 'Kullanıcıyı Düzenle' (the server checks them again). */
export function userFormSchema(editing: boolean) {
  return z
    .object({
      username: checkedText((value) =>
        value.trim() === '' ? m.usernameRequired : value.trim().length < 3 ? m.usernameMin : null,
      ),
      email: checkedText((value) =>
        value.trim() === '' ? m.emailRequired : !EMAIL_PATTERN.test(value.trim()) ? m.emailInvalid : null,
      ),
      // Editing: blank keeps the password.
      password: checkedText((value) =>
        value === '' ? (editing ? null : m.passwordRequired) : value.length < 6 ? m.passwordMin : null,
      ),
      confirmPassword: z.string(),
      status: z.enum(USER_STATUSES),
      isAdmin: z.boolean(),
      // Empty counts as 0 (spec §5).
      balance: checkedText((value) => {
        const cents = parseCents(value.trim() === '' ? '0' : value);
        return cents !== null && cents >= 0 ? null : m.balanceInvalid;
      }),
      balanceReason: z.string(),
    })
    .superRefine((values, ctx) => {
      if (values.confirmPassword !== values.password)
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordMismatch });
    });
}

export type UserFormValues = z.infer<ReturnType<typeof userFormSchema>>;

export function userToForm(user: AdminUserFieldsFragment | null): UserFormValues {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    password: '',
    confirmPassword: '',
    status: (USER_STATUSES as readonly string[]).includes(user?.status ?? '')
      ? (user?.status as UserFormValues['status'])
      : 'Active',
    isAdmin: user?.isAdmin ?? false,
    balance: user?.balance ?? '0',
    balanceReason: '',
  };
}

/** The values as the mutation's input (trimmed; blanks as the server reads them). */
export function userFormToInput(values: UserFormValues) {
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    status: values.status,
    isAdmin: values.isAdmin,
    balance: values.balance.trim() === '' ? '0' : values.balance.trim(),
    balanceReason: values.balanceReason.trim() || null,
    password: values.password || null,
  };
}
