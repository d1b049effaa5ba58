import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { ACCOUNT_TYPES, DEFAULT_CARD_STYLES, GAMES, type CardStyles } from '@shop/shared';
import { Button, Field, FieldGrid, Input, Select, errorMessage, fieldset, theme, useShell } from '@shop/ui';
import { GetAdminCardDesignDocument, UpsertAdminCardDesignDocument } from '../../../gql/graphql';
import { messages } from '../../../messages';

const COLOR_KEYS = ['backgroundColor', 'borderColor', 'glowColor', 'textColor', 'accentColor'] as const;

/** A small product card in the chosen colours (the storefront card's look, drawn here). */
export function CardPreview({ styles }: { styles: CardStyles }) {
  const m = messages.catalogSettings;
  return (
    <article
      aria-label={m.preview}
      css={{
        width: 240,
        borderRadius: 12,
        padding: 16,
        background: styles.backgroundColor,
        color: styles.textColor,
        border: `2px solid ${styles.borderColor}`,
        boxShadow: `0 0 18px ${styles.glowColor}`,
        display: 'grid',
        gap: 8,
      }}
    >
      <strong css={{ fontSize: 16 }}>{m.previewTitle}</strong>
      <ul css={{ margin: 0, paddingLeft: 18, fontSize: 13 }}>
        {m.previewLines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <span css={{ fontSize: 20, fontWeight: 800, color: styles.accentColor }}>{m.previewPrice}</span>
      <span
        css={{
          textAlign: 'center',
          padding: '6px 0',
          borderRadius: 8,
          background: styles.accentColor,
          color: styles.textColor,
          fontWeight: 700,
        }}
      >
        Buy
      </span>
    </article>
  );
}

const colorSchema = z.string();
const designSchema = z.object({
  gameSlug: z.string(),
  accountType: z.string(),
  subCategory: z.string(),
  backgroundColor: colorSchema,
  borderColor: colorSchema,
  glowColor: colorSchema,
  textColor: colorSchema,
  accentColor: colorSchema,
});
type DesignValues = z.infer<typeof designSchema>;

/** Card design per game (optionally account type and subcategory) with a live preview. */
export function CardDesignEditor() {
  const m = messages.catalogSettings;
  const { toast } = useShell();
  const { register, handleSubmit, watch, setValue } = useForm<DesignValues>({
    defaultValues: { gameSlug: 'lol', accountType: '', subCategory: '', ...DEFAULT_CARD_STYLES },
    resolver: zodResolver(designSchema),
  });
  const values = watch();
  const { gameSlug, accountType, subCategory } = values;
  const styles: CardStyles = {
    backgroundColor: values.backgroundColor,
    borderColor: values.borderColor,
    glowColor: values.glowColor,
    textColor: values.textColor,
    accentColor: values.accentColor,
  };
  const { data } = useQuery(GetAdminCardDesignDocument, {
    variables: { gameSlug, accountType: accountType || null, subCategory: subCategory || null },
    fetchPolicy: 'network-only',
  });
  const [save, saving] = useMutation(UpsertAdminCardDesignDocument);

  // The stored design of the chosen scope fills the colours.
  useEffect(() => {
    if (!data?.cardDesign) return;
    const stored = data.cardDesign.cardStyles;
    for (const key of COLOR_KEYS) setValue(key, stored[key]);
  }, [data, setValue]);

  const submit = handleSubmit(async (design) => {
    const cardStyles: CardStyles = {
      backgroundColor: design.backgroundColor,
      borderColor: design.borderColor,
      glowColor: design.glowColor,
      textColor: design.textColor,
      accentColor: design.accentColor,
    };
    try {
      await save({
        variables: {
          gameSlug: design.gameSlug,
          input: { accountType: design.accountType || null, subCategory: design.subCategory || null, cardStyles },
        },
      });
      toast({ title: m.designSaved, variant: 'success' });
    } catch (failure) {
      toast({
        title: m.failed,
        description: errorMessage(failure, String((failure as Error).message)),
        variant: 'destructive',
      });
    }
  });

  // A game clears the type and subcategory; a type clears the subcategory.
  const gameField = register('gameSlug', {
    onChange: () => {
      setValue('accountType', '');
      setValue('subCategory', '');
    },
  });
  const typeField = register('accountType', { onChange: () => setValue('subCategory', '') });
  const subcategories = ACCOUNT_TYPES.find((type) => type.id === accountType)?.subcategories ?? [];
  return (
    <section css={{ display: 'grid', gap: 12 }}>
      <h2 css={{ fontSize: 18, margin: 0 }}>{m.cardDesigns}</h2>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 20, alignItems: 'flex-start' }}>
        <form onSubmit={(event) => void submit(event)} noValidate css={{ flex: '1 1 320px', minWidth: 0 }}>
          <fieldset css={fieldset}>
            <legend>{m.cardDesigns}</legend>
            <FieldGrid columns={3}>
              <Field label={m.game}>
                {(control) => (
                  <Select
                    {...control}
                    {...gameField}
                    options={GAMES.map((game) => ({ value: game.slug, label: game.name }))}
                  />
                )}
              </Field>
              <Field label={m.accountType}>
                {(control) => (
                  <Select
                    {...control}
                    {...typeField}
                    blank={m.any}
                    options={ACCOUNT_TYPES.map((type) => ({ value: type.id, label: type.id }))}
                  />
                )}
              </Field>
              <Field label={m.subCategory}>
                {(control) => (
                  <Select
                    {...control}
                    disabled={!accountType}
                    {...register('subCategory')}
                    blank={m.any}
                    options={subcategories}
                  />
                )}
              </Field>
            </FieldGrid>
            <FieldGrid columns={5}>
              {COLOR_KEYS.map((key) => (
                <Field key={key} label={m.colors[key]}>
                  {(control) => (
                    <div css={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                      <input
                        type="color"
                        aria-label={`${m.colors[key]} picker`}
                        value={/^#[0-9a-f]{6}$/i.test(styles[key]) ? styles[key] : '#000000'}
                        onChange={(e) => setValue(key, e.target.value)}
                        css={{ width: 36, height: 32, padding: 0, border: 0, background: 'none' }}
                      />
                      <Input {...control} {...register(key)} />
                    </div>
                  )}
                </Field>
              ))}
            </FieldGrid>
            {data?.cardDesign.isDefault && (
              <p css={{ margin: 0, fontSize: 13, color: theme.colors.textMuted }}>{m.defaultNote}</p>
            )}
            <div>
              <Button type="submit" disabled={saving.loading}>
                {m.saveDesign}
              </Button>
            </div>
          </fieldset>
        </form>
        <CardPreview styles={styles} />
      </div>
    </section>
  );
}
