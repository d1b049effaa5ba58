import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Dialog, Field, FieldGrid, Input, Select, TextArea, formActions } from '@shop/ui';
import {
  CreateAdminAnnouncementDocument,
  UpdateAdminAnnouncementDocument,
  type AdminAnnouncementFieldsFragment,
} from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { messages } from '../../../messages';
import {
  ANNOUNCEMENT_TYPES,
  announcementFormSchema,
  announcementFormToInput,
  announcementToForm,
  type AnnouncementFormValues,
} from '../announcement-form';

/** The public list (the shell's bell) is refetched after every change. */
export const ANNOUNCEMENT_REFETCH = ['GetAdminAnnouncements', 'GetAnnouncements'];

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
  const editing = announcement !== null;
  const { success, failure } = useAdminFeedback();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AnnouncementFormValues>({
    defaultValues: announcementToForm(announcement),
    resolver: zodResolver(announcementFormSchema),
  });
  // Filled when the dialog opens (or switches announcement), not when a refetch brings a new object.
  const announcementRef = useRef(announcement);
  announcementRef.current = announcement;
  useEffect(() => {
    if (open) reset(announcementToForm(announcementRef.current));
  }, [open, announcement?.id, reset]);
  const [create] = useMutation(CreateAdminAnnouncementDocument, { refetchQueries: ANNOUNCEMENT_REFETCH });
  const [update] = useMutation(UpdateAdminAnnouncementDocument, { refetchQueries: ANNOUNCEMENT_REFETCH });

  const onSubmit = async (values: AnnouncementFormValues) => {
    const input = announcementFormToInput(values);
    try {
      if (editing) await update({ variables: { id: announcement.id, input } });
      else await create({ variables: { input } });
      success(editing ? messages.announcements.updated : messages.announcements.created);
      onClose();
    } catch (error) {
      failure(error);
    }
  };

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
          <Field label={m.title} error={errors.title}>
            {(control) => <Input {...control} maxLength={200} {...register('title')} />}
          </Field>
          <Field label={m.content} error={errors.content}>
            {(control) => <TextArea {...control} {...register('content')} />}
          </Field>
          <Field label={m.type}>
            {(control) => (
              <Select
                {...control}
                {...register('type')}
                options={ANNOUNCEMENT_TYPES.map((type) => ({ value: type, label: messages.announcements.types[type] }))}
              />
            )}
          </Field>
          <Field label={m.expiresAt}>
            {(control) => <Input {...control} type="date" {...register('expiresAt')} />}
          </Field>
          <Checkbox label={m.isActive} {...register('isActive')} />
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
    </Dialog>
  );
}
