import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  EmptyState,
  ErrorState,
  Field,
  FieldGrid,
  Input,
  Loading,
  Select,
  errorMessage,
  fieldset,
  table,
  tableWrap,
  useShell,
} from '@shop/ui';
import {
  CreateAdminGameCategoryDocument,
  DeleteAdminGameCategoryDocument,
  GetAdminGameCategoriesDocument,
  UpdateAdminGameCategoryDocument,
} from '../../../gql/graphql';
import { messages } from '../../../messages';

interface Draft {
  id: number | null;
  name: string;
  slug: string;
  icon: string;
  parentId: string;
}
const EMPTY: Draft = { id: null, name: '', slug: '', icon: '', parentId: '' };

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
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const categories = data?.gameCategories ?? [];

  const fail = (failure: unknown) =>
    toast({
      title: m.failed,
      description: errorMessage(failure, String((failure as Error).message)),
      variant: 'destructive',
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      name: draft.name.trim(),
      slug: draft.slug.trim(),
      icon: draft.icon.trim() || null,
      parentId: draft.parentId ? Number(draft.parentId) : null,
    };
    try {
      if (draft.id === null) await create({ variables: { input } });
      else await update({ variables: { id: draft.id, input } });
      toast({ title: m.saved, variant: 'success' });
      setDraft(EMPTY);
    } catch (failure) {
      fail(failure);
    }
  };

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
  return (
    <section css={{ display: 'grid', gap: 12 }}>
      <h2 css={{ fontSize: 18, margin: 0 }}>{m.categories}</h2>
      {loading && !data ? (
        <Loading label={messages.common.loading} />
      ) : error && !data ? (
        <ErrorState
          message={messages.common.loadFailed(errorMessage(error, error.message))}
          action={
            <Button variant="outline" onClick={() => void refetch()}>
              {messages.common.retry}
            </Button>
          }
        />
      ) : categories.length === 0 ? (
        <EmptyState title={m.categories} />
      ) : (
        <div css={tableWrap}>
          <table css={table} aria-label={m.categories}>
            <thead>
              <tr>
                <th scope="col">{c.id}</th>
                <th scope="col">{c.name}</th>
                <th scope="col">{c.slug}</th>
                <th scope="col">{c.icon}</th>
                <th scope="col">{c.parent}</th>
                <th scope="col">{c.actions}</th>
              </tr>
            </thead>
            <tbody>
              {categories.map((category) => (
                <tr key={category.id}>
                  <td data-label={c.id}>{category.id}</td>
                  <td data-label={c.name}>{category.name}</td>
                  <td data-label={c.slug}>{category.slug}</td>
                  <td data-label={c.icon}>{category.icon ?? ''}</td>
                  <td data-label={c.parent}>
                    {categories.find((p) => p.id === category.parentId)?.name ?? m.noParent}
                  </td>
                  <td data-label={c.actions}>
                    <div css={{ display: 'flex', gap: 6 }}>
                      <Button
                        variant="outline"
                        aria-label={`${m.edit} ${category.name}`}
                        onClick={() =>
                          setDraft({
                            id: category.id,
                            name: category.name,
                            slug: category.slug,
                            icon: category.icon ?? '',
                            parentId: category.parentId ? String(category.parentId) : '',
                          })
                        }
                      >
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form onSubmit={(event) => void save(event)} aria-label={m.add}>
        <fieldset css={fieldset}>
          <legend>{draft.id === null ? m.add : `${m.edit} #${draft.id}`}</legend>
          <FieldGrid columns={4}>
            <Field label={m.name}>
              {(a11y) => (
                <Input
                  {...a11y}
                  required
                  value={draft.name}
                  onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                />
              )}
            </Field>
            <Field label={m.slug}>
              {(a11y) => (
                <Input
                  {...a11y}
                  required
                  value={draft.slug}
                  onChange={(e) => setDraft({ ...draft, slug: e.target.value })}
                />
              )}
            </Field>
            <Field label={m.icon}>
              {(a11y) => (
                <Input {...a11y} value={draft.icon} onChange={(e) => setDraft({ ...draft, icon: e.target.value })} />
              )}
            </Field>
            <Field label={m.parent}>
              {(a11y) => (
                <Select
                  {...a11y}
                  value={draft.parentId}
                  onChange={(e) => setDraft({ ...draft, parentId: e.target.value })}
                >
                  <option value="">{m.noParent}</option>
                  {categories
                    .filter((category) => category.id !== draft.id)
                    .map((category) => (
                      <option key={category.id} value={category.id}>
                        {category.name}
                      </option>
                    ))}
                </Select>
              )}
            </Field>
          </FieldGrid>
          <div css={{ display: 'flex', gap: 8 }}>
            <Button type="submit">{m.save}</Button>
            {draft.id !== null && (
              <Button variant="outline" onClick={() => setDraft(EMPTY)}>
                {m.cancel}
              </Button>
            )}
          </div>
        </fieldset>
      </form>
    </section>
  );
}
