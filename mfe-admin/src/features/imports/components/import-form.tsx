import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { ACCOUNT_TYPES, CARD_FEATURE_SLOTS, GAMES, SERVERS, type CardColumn } from '@shop/shared';
import {
  Button,
  ChoiceButtons,
  Field,
  FieldGrid,
  Input,
  TextArea,
  errorMessage,
  fieldset,
  theme,
  useShell,
} from '@shop/ui';
import { BulkImportAccountsDocument, type BulkImportAccountsMutation } from '../../../gql/graphql';
import { requiredText, wholeNumberText } from '../../../lib/schema';
import { messages } from '../../../messages';

export const CHUNK_LINES = 1000;
type Result = BulkImportAccountsMutation['bulkImport'];

/** The import's fields; the server checks each account line (the preview lists the refused ones). */
const importFormSchema = z.object({
  title: z.string(),
  description: z.string(),
  gameSlug: z.enum(['lol', 'valorant']),
  server: z.string(),
  rankStatus: z.enum(['unranked', 'ranked']),
  accountType: z.string(),
  subCategory: z.string(),
  basePrice: z.string(),
  warrantyDays: wholeNumberText(0, 3650, messages.imports.warrantyDaysInvalid, true),
  replacementLimit: wholeNumberText(0, 10, messages.imports.replacementLimitInvalid, true),
  accounts: requiredText(messages.imports.emptyAccounts),
  cards: z.record(z.string(), z.string()),
});
type ImportFormState = z.infer<typeof importFormSchema>;

const initialState = (): ImportFormState => ({
  title: '',
  description: '',
  gameSlug: 'lol',
  server: 'EUW',
  rankStatus: 'unranked',
  accountType: 'fresh',
  subCategory: '30-40k',
  basePrice: '',
  warrantyDays: '',
  replacementLimit: '',
  accounts: '',
  cards: Object.fromEntries(CARD_FEATURE_SLOTS.map(({ slot }) => [slot, ''])),
});

/** A batch id the client keeps for one import, so a resent chunk never doubles anything. */
function newBatchId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const countLines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim()).length;

/** One bulk-import form (old or new format) with the spec's shared layout; preview first, then import in chunks. */
export function ImportForm({ format }: { format: 'old' | 'new' }) {
  const m = messages.imports;
  const { toast } = useShell();
  const client = useApolloClient();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    reset,
    formState: { errors },
  } = useForm<ImportFormState>({
    defaultValues: initialState(),
    resolver: zodResolver(importFormSchema),
  });
  const state = watch();
  const [preview, setPreview] = useState<{ text: string; result: Result } | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [batchId, setBatchId] = useState<string | null>(null);
  const [runImport] = useMutation(BulkImportAccountsDocument);
  const [previewing, setPreviewing] = useState(false);

  const lineCount = countLines(state.accounts);
  const subcategories = ACCOUNT_TYPES.find((type) => type.id === state.accountType)?.subcategories ?? [];

  const payload = (state: ImportFormState, accounts: string, firstLine: number, dryRun: boolean, id: string) => ({
    batchId: id,
    format,
    accounts,
    firstLine,
    dryRun,
    title: state.title,
    description: state.description,
    basePrice: state.basePrice.trim(),
    gameSlug: state.gameSlug,
    gameId: GAMES.find((game) => game.slug === state.gameSlug)?.id,
    rankStatus: state.rankStatus,
    accountType: state.rankStatus === 'unranked' ? state.accountType : 'ranked',
    subCategory: state.rankStatus === 'unranked' ? state.subCategory : '',
    server: state.server,
    // Blank: the warranty rules' defaults apply.
    warrantyDays: state.warrantyDays.trim() ? Number(state.warrantyDays.trim()) : null,
    replacementLimit: state.replacementLimit.trim() ? Number(state.replacementLimit.trim()) : null,
    cardFeatures: CARD_FEATURE_SLOTS.map(({ slot }) => ({ slot, value: state.cards[slot] ?? '' })).filter((f) =>
      f.value.trim(),
    ),
  });

  const fail = (error: unknown) =>
    toast({
      title: m.failedTitle,
      description: m.failedText(errorMessage(error, String((error as Error)?.message ?? error))),
      variant: 'destructive',
    });

  // No account lines: said in a toast too, as the import has always said it.
  const onInvalid = (errors: FieldErrors<ImportFormState>) => {
    if (errors.accounts) toast({ title: m.failedTitle, description: m.emptyAccounts, variant: 'destructive' });
  };

  const runPreview = handleSubmit(async (values) => {
    setPreviewing(true);
    try {
      const result = await runImport({
        variables: { input: payload(values, values.accounts, 1, true, batchId ?? newBatchId()) },
      });
      if (result.data) setPreview({ text: values.accounts, result: result.data.bulkImport });
    } catch (error) {
      fail(error);
    } finally {
      setPreviewing(false);
    }
  }, onInvalid);

  const submit = handleSubmit(async (values) => {
    // The same id for every chunk and for a retry of a failed import: the server never doubles a line.
    const id = batchId ?? newBatchId();
    setBatchId(id);
    const lines = values.accounts.split(/\r?\n/);
    let added = 0;
    setProgress({ done: 0, total: lines.length });
    try {
      for (let start = 0; start < lines.length; start += CHUNK_LINES) {
        const chunk = lines.slice(start, start + CHUNK_LINES).join('\n');
        if (chunk.trim()) {
          const result = await runImport({ variables: { input: payload(values, chunk, start + 1, false, id) } });
          added += result.data?.bulkImport.addedCount ?? 0;
        }
        setProgress({ done: Math.min(start + CHUNK_LINES, lines.length), total: lines.length });
      }
      toast({ title: m.successTitle, description: m.successText(added), variant: 'success' });
      reset(initialState());
      setPreview(null);
      setBatchId(null);
      await client.refetchQueries({ include: ['GetAdminProductPage', 'GetAdminImportBatches'] });
    } catch (error) {
      fail(error);
    } finally {
      setProgress(null);
    }
  }, onInvalid);

  const previewCurrent = preview && preview.text === state.accounts ? preview.result : null;

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={`${m.group}: ${m.tabNames[format]}`} noValidate>
      <p css={{ margin: '0 0 12px', color: theme.colors.textMuted, fontSize: 13, overflowWrap: 'anywhere' }}>
        {m.formatHint[format]}
      </p>
      <fieldset css={fieldset}>
        <legend>{m.tabNames[format]}</legend>
        <FieldGrid columns={2}>
          <Field label={m.title}>{(control) => <Input {...control} {...register('title')} />}</Field>
          <Field label={m.basePrice}>
            {(control) => <Input {...control} inputMode="decimal" {...register('basePrice')} />}
          </Field>
        </FieldGrid>
        <Field label={m.description}>{(control) => <TextArea {...control} {...register('description')} />}</Field>
        <FieldGrid columns={2}>
          <Field label={m.warrantyDays} hint={m.warrantyHint} error={errors.warrantyDays}>
            {(control) => <Input {...control} inputMode="numeric" {...register('warrantyDays')} />}
          </Field>
          <Field label={m.replacementLimit} error={errors.replacementLimit}>
            {(control) => <Input {...control} inputMode="numeric" {...register('replacementLimit')} />}
          </Field>
        </FieldGrid>
        <ChoiceButtons
          label={m.game}
          options={GAMES.map((game) => ({ value: game.slug, label: game.name }))}
          value={state.gameSlug}
          onChange={(gameSlug) => {
            setValue('gameSlug', gameSlug);
            setValue('server', 'EUW');
            setValue('accountType', '');
            setValue('subCategory', '');
          }}
        />
        <ChoiceButtons
          label={m.server}
          options={SERVERS.map((server) => ({ value: server, label: server }))}
          value={state.server}
          onChange={(server) => setValue('server', server)}
        />
        <ChoiceButtons
          label={m.rankStatus}
          options={[
            { value: 'unranked', label: m.unranked },
            { value: 'ranked', label: m.ranked },
          ]}
          value={state.rankStatus}
          onChange={(rankStatus) => {
            setValue('rankStatus', rankStatus);
            setValue('accountType', '');
            setValue('subCategory', '');
          }}
        />
        {state.rankStatus === 'unranked' && (
          <>
            <ChoiceButtons
              label={m.accountType}
              options={[
                { value: 'fresh', label: m.freshSmurf },
                { value: 'ranked', label: m.rankedReady },
              ]}
              value={state.accountType}
              onChange={(accountType) => {
                setValue('accountType', accountType);
                setValue('subCategory', '');
              }}
            />
            {subcategories.length > 0 && (
              <ChoiceButtons
                label={m.subCategory}
                options={subcategories.map((sub) => ({ value: sub, label: sub }))}
                value={state.subCategory}
                onChange={(sub) => setValue('subCategory', sub)}
              />
            )}
          </>
        )}
      </fieldset>

      <fieldset css={fieldset}>
        <legend>{m.accounts}</legend>
        <Field label={m.accounts} error={errors.accounts}>
          {(control) => (
            <TextArea
              {...control}
              css={{ minHeight: 160, fontFamily: 'ui-monospace, monospace', fontSize: 13 }}
              // Edited text is a new import: a batch id is reused only to resend the very same lines.
              {...register('accounts', { onChange: () => setBatchId(null) })}
            />
          )}
        </Field>
        <p aria-live="polite" css={{ margin: 0, fontSize: 13, color: theme.colors.textMuted }}>
          {m.lineCount(lineCount)}
        </p>
      </fieldset>

      <fieldset css={fieldset}>
        <legend>{m.cardFields}</legend>
        <FieldGrid columns={3}>
          {(['left', 'right', 'order'] as CardColumn[]).map((column) => (
            <div key={column} css={{ display: 'grid', gap: 8, alignContent: 'start' }}>
              <strong css={{ fontSize: 13 }}>{messages.productDialog.cardGroups[column]}</strong>
              {CARD_FEATURE_SLOTS.filter((entry) => entry.column === column).map(({ slot }, index) => (
                <Field key={slot} label={`${messages.productDialog.cardGroups[column]} ${index + 1}`}>
                  {(control) => <Input {...control} {...register(`cards.${slot}`)} />}
                </Field>
              ))}
            </div>
          ))}
        </FieldGrid>
      </fieldset>

      {previewCurrent && (
        <section
          aria-label={m.previewTitle}
          css={{
            border: `1px solid ${theme.colors.borderMuted}`,
            borderRadius: theme.radius,
            padding: 12,
            marginBottom: 12,
          }}
        >
          <strong css={{ color: theme.colors.success }}>{m.previewAccepted(previewCurrent.addedCount)}</strong>
          {previewCurrent.rejected.length > 0 && (
            <>
              <p css={{ margin: '8px 0 4px', color: theme.colors.danger }}>
                {m.previewRejected(previewCurrent.rejected.length)}
              </p>
              <ul css={{ margin: 0, paddingLeft: 18, fontSize: 13, maxHeight: 200, overflowY: 'auto' }}>
                {previewCurrent.rejected.map((line) => (
                  <li key={line.line}>{m.rejectedLine(line.line, line.reason)}</li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}

      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' }}>
        <Button variant="outline" onClick={() => void runPreview()} disabled={previewing || progress !== null}>
          {previewing ? m.previewing : m.preview}
        </Button>
        <Button type="submit" disabled={progress !== null}>
          {progress ? m.submitting : m.submit}
        </Button>
        {progress && progress.total > CHUNK_LINES && (
          <span role="status" css={{ fontSize: 13 }}>
            <progress max={progress.total} value={progress.done} css={{ marginRight: 8, verticalAlign: 'middle' }} />
            {m.progress(progress.done, progress.total)}
          </span>
        )}
      </div>
    </form>
  );
}
