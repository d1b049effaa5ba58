import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  DataTable,
  Field,
  FieldGrid,
  Input,
  Select,
  errorMessage,
  fieldset,
  useShell,
  type ColumnDef,
} from '@shop/ui';
import {
  CreateAdminGameCategoryDocument,
  DeleteAdminGameCategoryDocument,
  GetAdminGameCategoriesDocument,
  UpdateAdminGameCategoryDocument,
  type GetAdminGameCategoriesQuery,
} from '../../../gql/graphql';
import { listStates } from '../../../components/load-failure';
import { messages } from '../../../messages';

type Category = GetAdminGameCategoriesQuery['gameCategories'][number];

/** Name and slug are required (the inputs say so, and the browser asks for them first). */
const categorySchema = z.object({
  name: z.string().trim().min(1),
  slug: z.string().trim().min(1),
  icon: z.string(),
  parentId: z.string(),
});
type CategoryValues = z.infer<typeof categorySchema>;
const EMPTY: CategoryValues = { name: '', slug: '', icon: '', parentId: '' };

/** Game categories: list, add, edit, delete. */
export function GameCategories() {
  const m = messages.catalogSettings;
  const { toast } = useShell();
  const { data, loading, error, refetch } = useQuery(GetAdminGameCategoriesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const options = { refetchQueries: ['GetAdminGameCategories'] };
  const [create] = useMutation(CreateAdminGameCategoryDocument, options);
  const [update] = useMutation(UpdateAdminGameCategoryDocument, options);
  const [remove] = useMutation(DeleteAdminGameCategoryDocument, options);
  /** The category being edited; null: the form adds one. */
  const [editingId, setEditingId] = useState<number | null>(null);
  const { register, handleSubmit, reset } = useForm<CategoryValues>({
    defaultValues: EMPTY,
    resolver: zodResolver(categorySchema),
  });
  const categories = useMemo(() => data?.gameCategories ?? [], [data]);

  const fail = (failure: unknown) =>
    toast({
      title: m.failed,
      description: errorMessage(failure, String((failure as Error).message)),
      variant: 'destructive',
    });

  const edit = (category: Category | null) => {
    setEditingId(category?.id ?? null);
    reset(
      category
        ? {
            name: category.name,
            slug: category.slug,
            icon: category.icon ?? '',
            parentId: category.parentId ? String(category.parentId) : '',
          }
        : EMPTY,
    );
  };

  const save = handleSubmit(async (values) => {
    const input = {
      name: values.name.trim(),
      slug: values.slug.trim(),
      icon: values.icon.trim() || null,
      parentId: values.parentId ? Number(values.parentId) : null,
    };
    try {
      if (editingId === null) await create({ variables: { input } });
      else await update({ variables: { id: editingId, input } });
      toast({ title: m.saved, variant: 'success' });
      edit(null);
    } catch (failure) {
      fail(failure);
    }
  });

  const destroy = async (id: number, name: string) => {
    if (!window.confirm(m.confirmDelete(name))) return;
    try {
      await remove({ variables: { id } });
      toast({ title: m.deleted, variant: 'success' });
    } catch (failure) {
      fail(failure);
    }
  };

  const c = m.columns;
  const columns: ColumnDef<Category>[] = [
    { header: c.id, accessorKey: 'id' },
    { header: c.name, accessorKey: 'name' },
    { header: c.slug, accessorKey: 'slug' },
    { header: c.icon, cell: ({ row }) => row.original.icon ?? '' },
    {
      header: c.parent,
      cell: ({ row }) => categories.find((p) => p.id === row.original.parentId)?.name ?? m.noParent,
    },
    {
      header: c.actions,
      cell: ({ row: { original: category } }) => (
        <div css={{ display: 'flex', gap: 6 }}>
          <Button variant="outline" aria-label={`${m.edit} ${category.name}`} onClick={() => edit(category)}>
            {m.edit}
          </Button>
          <Button
            variant="ghost"
            aria-label={`${m.delete} ${category.name}`}
            onClick={() => void destroy(category.id, category.name)}
          >
            {m.delete}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section css={{ display: 'grid', gap: 12 }}>
      <h2 css={{ fontSize: 18, margin: 0 }}>{m.categories}</h2>
      <DataTable
        label={m.categories}
        columns={columns}
        data={categories}
        getRowId={(category) => String(category.id)}
        {...listStates(
          { loading, error, data, refetch },
          { loadError: (e) => messages.common.loadFailed(errorMessage(e, e.message)), empty: m.categories },
        )}
      />
      <form onSubmit={(event) => void save(event)} aria-label={m.add}>
        <fieldset css={fieldset}>
          <legend>{editingId === null ? m.add : `${m.edit} #${editingId}`}</legend>
          <FieldGrid columns={4}>
            <Field label={m.name}>{(control) => <Input {...control} required {...register('name')} />}</Field>
            <Field label={m.slug}>{(control) => <Input {...control} required {...register('slug')} />}</Field>
            <Field label={m.icon}>{(control) => <Input {...control} {...register('icon')} />}</Field>
            <Field label={m.parent}>
              {(control) => (
                <Select
                  {...control}
                  {...register('parentId')}
                  blank={m.noParent}
                  options={categories
                    .filter((category) => category.id !== editingId)
                    .map((category) => ({ value: category.id, label: category.name }))}
                />
              )}
            </Field>
          </FieldGrid>
          <div css={{ display: 'flex', gap: 8 }}>
            <Button type="submit">{m.save}</Button>
            {editingId !== null && (
              <Button variant="outline" onClick={() => edit(null)}>
                {m.cancel}
              </Button>
            )}
          </div>
        </fieldset>
      </form>
    </section>
  );
}
