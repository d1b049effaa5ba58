import { z } from 'zod';
import type { AdminAnnouncementFieldsFragment } from '../../gql/graphql';
import { requiredText } from '../../lib/schema';
import { messages } from '../../messages';

export const ANNOUNCEMENT_TYPES = ['info', 'warning', 'success', 'error'] as const;
const m = messages.announcements.form;

/** 'Yeni Duyuru' / 'Duyuruyu Düzenle': a title and a text; type, expiry day and activity as chosen. */
export const announcementFormSchema = z.object({
  title: requiredText(m.titleRequired),
  content: requiredText(m.contentRequired),
  type: z.enum(ANNOUNCEMENT_TYPES),
  /** yyyy-mm-dd, or blank: never expires. */
  expiresAt: z.string(),
  isActive: z.boolean(),
});

export type AnnouncementFormValues = z.infer<typeof announcementFormSchema>;

/** yyyy-mm-dd of a stored date, for the date input. */
function dateInputValue(value: string | null | undefined): string {
  return value ? new Date(value).toISOString().slice(0, 10) : '';
}

export function announcementToForm(announcement: AdminAnnouncementFieldsFragment | null): AnnouncementFormValues {
  const type = announcement?.type ?? 'info';
  return {
    title: announcement?.title ?? '',
    content: announcement?.content ?? '',
    type: (ANNOUNCEMENT_TYPES as readonly string[]).includes(type) ? (type as AnnouncementFormValues['type']) : 'info',
    expiresAt: dateInputValue(announcement?.expiresAt),
    isActive: announcement?.isActive ?? true,
  };
}

export function announcementFormToInput(values: AnnouncementFormValues) {
  return {
    title: values.title.trim(),
    content: values.content.trim(),
    type: values.type,
    // The end of the chosen day, local time.
    expiresAt: values.expiresAt ? new Date(`${values.expiresAt}T23:59:59`).toISOString() : null,
    isActive: values.isActive,
  };
}
