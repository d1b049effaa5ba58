import { useEffect, useRef } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import {
  ACCOUNT_TYPES,
  CARD_FEATURE_SLOTS,
  CARD_TEXT_KEYS,
  GAMES,
  PRODUCT_STATUSES,
  SERVERS,
  isPublicAccountText,
  type CardColumn,
} from '@shop/shared';
import {
  Button,
  Checkbox,
  Dialog,
  Field,
  FieldGrid,
  Input,
  Select,
  TextArea,
  errorMessage,
  fieldset,
  theme,
  useShell,
} from '@shop/ui';
import {
  CreateAdminProductDocument,
  SaveAdminAccountProductDocument,
  SetAdminManualStockDocument,
  UpdateAdminProductDocument,
  type AdminProductFieldsFragment,
} from '../../../gql/graphql';
import { messages } from '../../../messages';
import {
  emptyProductForm,
  formToInput,
  parseCount,
  productFormSchema,
  productToForm,
  subcategoriesOf,
  type ProductFormValues,
} from '../product-form';

type CountField =
  | 'stock'
  | 'warrantyDays'
  | 'replacementLimit'
  | 'displayPriority'
  | 'discountPercentage'
  | 'championCount'
  | 'skinCount'
  | 'blueEssence'
  | 'level';

export interface ProductDialogProps {
  open: boolean;
  /** The product to edit; null to add a new one. */
  product: AdminProductFieldsFragment | null;
  onOpenChange(open: boolean): void;
  onSaved(): void;
}

/** 'Yeni Ürün Ekle' / 'Ürünü Düzenle' with the spec's form rules (react-hook-form). */
export function ProductDialog({ open, product, onOpenChange, onSaved }: ProductDialogProps) {
  const m = messages.productDialog;
  const { toast } = useShell();
  const form = useForm<ProductFormValues>({
    defaultValues: emptyProductForm(),
    resolver: zodResolver(productFormSchema),
  });
  const { register, handleSubmit, watch, setValue, setError, reset, formState } = form;
  const [createProduct] = useMutation(CreateAdminProductDocument);
  const [updateProduct] = useMutation(UpdateAdminProductDocument);
  const [saveAccountProduct] = useMutation(SaveAdminAccountProductDocument);
  const [setStock] = useMutation(SetAdminManualStockDocument);
  /** One id per opening of the dialog: a second click after a lost answer finishes the same save. */
  const batchId = useRef('');

  useEffect(() => {
    if (!open) return;
    reset(product ? productToForm(product) : emptyProductForm());
    batchId.current = crypto.randomUUID();
  }, [open, product, reset]);

  const accountType = watch('accountType');
  const subcategories = subcategoriesOf(accountType);
  const stockFromAccounts = product?.hasAccountData === true;

  // Spec §4: a game resets the server to EUW and clears type and subcategory; a type clears the subcategory.
  const gameField = register('gameSlug', {
    onChange: () => {
      setValue('server', 'EUW');
      setValue('accountType', '');
      setValue('subCategory', '');
    },
  });
  const typeField = register('accountType', { onChange: () => setValue('subCategory', '') });

  const submit = handleSubmit(async (values) => {
    try {
      const input = formToInput(values);
      // Account lines go to commerce's inventory (each one a unit delivered on purchase); the
      // product keeps only their masked form. The shown text sent back unchanged is no new line.
      const accountLines = Boolean(values.accountText.trim()) && !isPublicAccountText(values.accountText);
      const saved = accountLines
        ? (await saveAccountProduct({ variables: { batchId: batchId.current, productId: product?.id ?? null, input } }))
            .data?.saveAccountProduct
        : product
          ? (await updateProduct({ variables: { id: product.id, input } })).data?.updateProduct
          : (await createProduct({ variables: { input } })).data?.createProduct;
      const stock = parseCount(values.stock);
      if (saved && !saved.hasAccountData && !stockFromAccounts && stock !== (product?.stock ?? 0)) {
        await setStock({ variables: { productId: saved.id, stock } });
      }
      toast({ title: product ? m.updated : m.created, description: saved?.title, variant: 'success' });
      onSaved();
      onOpenChange(false);
    } catch (error) {
      const message = errorMessage(error, String((error as Error)?.message ?? error));
      // A refused account line is also shown under the field, where the admin fixes it.
      if (
        CombinedGraphQLErrors.is(error) &&
        error.errors.some((e) => (e.extensions?.fields as Record<string, unknown> | undefined)?.accountText)
      ) {
        setError('accountText', { type: 'server', message });
      }
      toast({ title: m.failed, description: message, variant: 'destructive' });
    }
  });

  const count = (name: CountField, label: string, disabled = false, hint?: string) => (
    <Field label={label} error={formState.errors[name]?.message} hint={hint}>
      {(control) => <Input {...control} inputMode="numeric" disabled={disabled} {...register(name)} />}
    </Field>
  );
  const text = (name: 'productCode' | 'imagePath' | 'coverImage' | 'cardBadge' | 'deliveryMethod', label: string) => (
    <Field label={label}>{(control) => <Input {...control} {...register(name)} />}</Field>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={product ? m.editTitle : m.createTitle}
      wide
      actions={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {m.cancel}
          </Button>
          <Button type="submit" form="product-dialog-form" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? m.saving : product ? m.update : m.create}
          </Button>
        </>
      }
    >
      <form id="product-dialog-form" onSubmit={submit} noValidate>
        <fieldset css={fieldset}>
          <legend>{m.sections.main}</legend>
          <Field label={m.fields.title} error={formState.errors.title?.message}>
            {(control) => <Input {...control} {...register('title')} />}
          </Field>
          <FieldGrid columns={3}>
            <Field label={m.fields.price} error={formState.errors.price?.message}>
              {(control) => <Input {...control} inputMode="decimal" {...register('price')} />}
            </Field>
            {count(
              'stock',
              m.fields.stock,
              stockFromAccounts,
              stockFromAccounts ? m.fields.stockFromAccounts : undefined,
            )}
            <Field label={m.fields.status}>
              {(control) => <Select {...control} {...register('status')} options={PRODUCT_STATUSES} />}
            </Field>
          </FieldGrid>
          <Field label={m.fields.description}>
            {(control) => <TextArea {...control} {...register('description')} />}
          </Field>
        </fieldset>

        <fieldset css={fieldset}>
          <legend>{m.sections.warranty}</legend>
          <FieldGrid columns={2}>
            {count('warrantyDays', m.fields.warrantyDays, false, m.fields.warrantyHint)}
            {count('replacementLimit', m.fields.replacementLimit, false, m.fields.replacementHint)}
          </FieldGrid>
        </fieldset>

        <fieldset css={fieldset}>
          <legend>{m.sections.category}</legend>
          <FieldGrid columns={3}>
            <Field label={m.fields.game}>
              {(control) => (
                <Select
                  {...control}
                  {...gameField}
                  options={GAMES.map((game) => ({ value: game.slug, label: m.games[game.slug] }))}
                />
              )}
            </Field>
            <Field label={m.fields.server}>
              {(control) => <Select {...control} {...register('server')} options={SERVERS} />}
            </Field>
            <Field label={m.fields.rankStatus}>
              {(control) => (
                <Select {...control} {...register('rankStatus')}>
                  <option value="unranked">unranked</option>
                  <option value="ranked">ranked</option>
                </Select>
              )}
            </Field>
            <Field label={m.fields.accountType}>
              {(control) => (
                <Select
                  {...control}
                  {...typeField}
                  blank={m.fields.none}
                  options={ACCOUNT_TYPES.map((type) => ({ value: type.id, label: m.accountTypes[type.id] }))}
                />
              )}
            </Field>
            <Field label={m.fields.subCategory} hint={accountType ? undefined : m.fields.chooseType}>
              {(control) => (
                <Select
                  {...control}
                  disabled={!accountType}
                  {...register('subCategory')}
                  blank={m.fields.none}
                  options={subcategories}
                />
              )}
            </Field>
            {text('productCode', m.fields.productCode)}
          </FieldGrid>
        </fieldset>

        <fieldset css={fieldset}>
          <legend>{m.sections.account}</legend>
          <Field
            label={m.fields.accountText}
            hint={m.fields.accountTextHint}
            error={formState.errors.accountText?.message}
          >
            {(control) => <TextArea {...control} {...register('accountText')} />}
          </Field>
          <FieldGrid columns={4}>
            {count('blueEssence', m.fields.blueEssence)}
            {count('level', m.fields.level)}
            {count('championCount', m.fields.championCount)}
            {count('skinCount', m.fields.skinCount)}
          </FieldGrid>
        </fieldset>

        <fieldset css={fieldset}>
          <legend>{m.sections.features}</legend>
          <FieldGrid columns={3}>
            {(['left', 'right', 'order'] as CardColumn[]).map((column) => (
              <div
                key={column}
                role="group"
                aria-label={m.cardGroups[column]}
                css={{ display: 'grid', gap: 8, alignContent: 'start' }}
              >
                <strong css={{ fontSize: 13 }}>{m.cardGroups[column]}</strong>
                {CARD_FEATURE_SLOTS.filter((entry) => entry.column === column).map(({ slot }, index) => (
                  <div key={slot} css={{ display: 'grid', gridTemplateColumns: '1fr 80px', gap: 6 }}>
                    <Field label={`${m.cardGroups[column]} ${index + 1}`}>
                      {(control) => <Input {...control} {...register(`cards.${slot}.value`)} />}
                    </Field>
                    <Field label={m.fields.icon}>
                      {(control) => <Input {...control} {...register(`cards.${slot}.icon`)} />}
                    </Field>
                  </div>
                ))}
              </div>
            ))}
          </FieldGrid>
        </fieldset>

        <details css={{ marginBottom: 12 }}>
          <summary css={{ cursor: 'pointer', fontWeight: 700, margin: '4px 0 12px' }}>{m.sections.more}</summary>
          <fieldset css={fieldset}>
            <legend>{m.sections.card}</legend>
            <FieldGrid columns={3}>
              {text('imagePath', m.fields.imagePath)}
              {text('coverImage', m.fields.coverImage)}
              {text('cardBadge', m.fields.cardBadge)}
              <Field label={m.fields.cardColor}>{(control) => <Input {...control} {...register('cardColor')} />}</Field>
              {count('displayPriority', m.fields.displayPriority)}
              {count('discountPercentage', m.fields.discountPercentage)}
              <Field label={m.fields.originalPrice} error={formState.errors.originalPrice?.message}>
                {(control) => <Input {...control} inputMode="decimal" {...register('originalPrice')} />}
              </Field>
              {text('deliveryMethod', m.fields.deliveryMethod)}
              <Checkbox label={m.fields.featured} {...register('featured')} />
            </FieldGrid>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16, fontSize: 14 }}>
              {(['showLevel', 'showBE', 'showChampions', 'showSkins'] as const).map((flag) => (
                <Checkbox key={flag} label={m.fields[flag]} {...register(flag)} />
              ))}
            </div>
            <Field label={m.fields.contactInstructions}>
              {(control) => <TextArea {...control} {...register('contactInstructions')} />}
            </Field>
            <Field label={m.fields.customFeatures} error={formState.errors.customFeatures?.message}>
              {(control) => <TextArea {...control} {...register('customFeatures')} />}
            </Field>
          </fieldset>
          <fieldset css={fieldset}>
            <legend>{m.sections.cardTexts}</legend>
            <FieldGrid columns={3}>
              {CARD_TEXT_KEYS.map((key) => (
                <Field key={key} label={m.cardTexts[key]}>
                  {(control) => <Input {...control} {...register(`cardTexts.${key}`)} />}
                </Field>
              ))}
            </FieldGrid>
          </fieldset>
        </details>
        {Object.keys(formState.errors).length > 0 && (
          <p role="alert" css={{ color: theme.colors.danger, margin: 0 }}>
            {Object.values(formState.errors)
              .map((error) => (error as { message?: string })?.message)
              .filter(Boolean)
              .join(' ')}
          </p>
        )}
      </form>
    </Dialog>
  );
}
