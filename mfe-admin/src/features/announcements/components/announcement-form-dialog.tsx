import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import { Button, Dialog } from '@shop/ui';
import { Field, SelectInput, TextArea, TextInput, checkboxRow, describedBy } from '../../../components/form-fields';
import {
  CreateAdminAnnouncementDocument,
  UpdateAdminAnnouncementDocument,
  type AdminAnnouncementFieldsFragment,
} from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { messages } from '../../../messages';

export const ANNOUNCEMENT_TYPES = ['info', 'warning', 'success', 'error'] as const;
/** The public list (the shell's bell) is refetched after every change. */
export const ANNOUNCEMENT_REFETCH = ['GetAdminAnnouncements', 'GetAnnouncements'];

interface AnnouncementFormValues {
  title: string;
  content: string;
  type: string;
  expiresAt: string;
  isActive: boolean;
}

/** yyyy-mm-dd of a stored date, for the date input. */
function dateInputValue(value: string | null | undefined): string {
  return value ? new Date(value).toISOString().slice(0, 10) : '';
}

function defaults(announcement: AdminAnnouncementFieldsFragment | null): AnnouncementFormValues {
  return {
    title: announcement?.title ?? '',
    content: announcement?.content ?? '',
    type: announcement?.type ?? 'info',
    expiresAt: dateInputValue(announcement?.expiresAt),
    isActive: announcement?.isActive ?? true,
  };
}

export function AnnouncementFormDialog({
  open,
  announcement,
  onClose,
}: {
  open: boolean;
  announcement: AdminAnnouncementFieldsFragment | null;
  onClose(): void;
}) {
  const m = messages.announcements.form;
  const id = useId();
  const editing = announcement !== null;
  const { success, failure } = useAdminFeedback();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AnnouncementFormValues>({ defaultValues: defaults(announcement) });
  // Filled when the dialog opens (or switches announcement), not when a refetch brings a new object.
  const announcementRef = useRef(announcement);
  announcementRef.current = announcement;
  useEffect(() => {
    if (open) reset(defaults(announcementRef.current));
  }, [open, announcement?.id, reset]);
  const [create] = useMutation(CreateAdminAnnouncementDocument, { refetchQueries: ANNOUNCEMENT_REFETCH });
  const [update] = useMutation(UpdateAdminAnnouncementDocument, { refetchQueries: ANNOUNCEMENT_REFETCH });

  const onSubmit = async (values: AnnouncementFormValues) => {
    const input = {
      title: values.title.trim(),
      content: values.content.trim(),
      type: values.type,
      // The end of the chosen day, local time.
      expiresAt: values.expiresAt ? new Date(`${values.expiresAt}T23:59:59`).toISOString() : null,
      isActive: values.isActive,
    };
    try {
      if (editing) await update({ variables: { id: announcement.id, input } });
      else await create({ variables: { input } });
      success(editing ? messages.announcements.updated : messages.announcements.created);
      onClose();
    } catch (error) {
      failure(error);
    }
  };

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
        <Field id={f('title')} label={m.title} error={errors.title?.message}>
          <TextInput
            id={f('title')}
            maxLength={200}
            aria-invalid={!!errors.title}
            aria-describedby={describedBy(f('title'), errors.title?.message)}
            {...register('title', { validate: (value) => (value.trim() ? true : m.titleRequired) })}
          />
        </Field>
        <Field id={f('content')} label={m.content} error={errors.content?.message}>
          <TextArea
            id={f('content')}
            aria-invalid={!!errors.content}
            aria-describedby={describedBy(f('content'), errors.content?.message)}
            {...register('content', { validate: (value) => (value.trim() ? true : m.contentRequired) })}
          />
        </Field>
        <Field id={f('type')} label={m.type}>
          <SelectInput id={f('type')} {...register('type')}>
            {ANNOUNCEMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {messages.announcements.types[type]}
              </option>
            ))}
          </SelectInput>
        </Field>
        <Field id={f('expires')} label={m.expiresAt}>
          <TextInput id={f('expires')} type="date" {...register('expiresAt')} />
        </Field>
        <label css={checkboxRow}>
          <input type="checkbox" {...register('isActive')} />
          {m.isActive}
        </label>
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
