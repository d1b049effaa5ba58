import { useEffect, useState } from 'react';
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

/** Card design per game (optionally account type and subcategory) with a live preview. */
export function CardDesignEditor() {
  const m = messages.catalogSettings;
  const { toast } = useShell();
  const [gameSlug, setGameSlug] = useState<string>('lol');
  const [accountType, setAccountType] = useState('');
  const [subCategory, setSubCategory] = useState('');
  const [styles, setStyles] = useState<CardStyles>({ ...DEFAULT_CARD_STYLES });
  const { data } = useQuery(GetAdminCardDesignDocument, {
    variables: { gameSlug, accountType: accountType || null, subCategory: subCategory || null },
    fetchPolicy: 'network-only',
  });
  const [save, saving] = useMutation(UpsertAdminCardDesignDocument);

  useEffect(() => {
    if (data?.cardDesign) {
      const { __typename: _type, ...stored } = data.cardDesign.cardStyles as CardStyles & { __typename?: string };
      setStyles(stored);
    }
  }, [data]);

  const submit = async () => {
    try {
      await save({
        variables: {
          gameSlug,
          input: { accountType: accountType || null, subCategory: subCategory || null, cardStyles: styles },
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
  };

  const subcategories = ACCOUNT_TYPES.find((type) => type.id === accountType)?.subcategories ?? [];
  return (
    <section css={{ display: 'grid', gap: 12 }}>
      <h2 css={{ fontSize: 18, margin: 0 }}>{m.cardDesigns}</h2>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 20, alignItems: 'flex-start' }}>
        <fieldset css={[fieldset, { flex: '1 1 320px' }]}>
          <legend>{m.cardDesigns}</legend>
          <FieldGrid columns={3}>
            <Field label={m.game}>
              {(a11y) => (
                <Select
                  {...a11y}
                  value={gameSlug}
                  onChange={(e) => {
                    setGameSlug(e.target.value);
                    setAccountType('');
                    setSubCategory('');
                  }}
                >
                  {GAMES.map((game) => (
                    <option key={game.slug} value={game.slug}>
                      {game.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={m.accountType}>
              {(a11y) => (
                <Select
                  {...a11y}
                  value={accountType}
                  onChange={(e) => {
                    setAccountType(e.target.value);
                    setSubCategory('');
                  }}
                >
                  <option value="">{m.any}</option>
                  {ACCOUNT_TYPES.map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.id}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={m.subCategory}>
              {(a11y) => (
                <Select
                  {...a11y}
                  value={subCategory}
                  disabled={!accountType}
                  onChange={(e) => setSubCategory(e.target.value)}
                >
                  <option value="">{m.any}</option>
                  {subcategories.map((sub) => (
                    <option key={sub} value={sub}>
                      {sub}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </FieldGrid>
          <FieldGrid columns={5}>
            {COLOR_KEYS.map((key) => (
              <Field key={key} label={m.colors[key]}>
                {(a11y) => (
                  <div css={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                    <input
                      type="color"
                      aria-label={`${m.colors[key]} picker`}
                      value={/^#[0-9a-f]{6}$/i.test(styles[key]) ? styles[key] : '#000000'}
                      onChange={(e) => setStyles({ ...styles, [key]: e.target.value })}
                      css={{ width: 36, height: 32, padding: 0, border: 0, background: 'none' }}
                    />
                    <Input
                      {...a11y}
                      value={styles[key]}
                      onChange={(e) => setStyles({ ...styles, [key]: e.target.value })}
                    />
                  </div>
                )}
              </Field>
            ))}
          </FieldGrid>
          {data?.cardDesign.isDefault && (
            <p css={{ margin: 0, fontSize: 13, color: theme.colors.textMuted }}>{m.defaultNote}</p>
          )}
          <div>
            <Button onClick={() => void submit()} disabled={saving.loading}>
              {m.saveDesign}
            </Button>
          </div>
        </fieldset>
        <CardPreview styles={styles} />
      </div>
    </section>
  );
}
