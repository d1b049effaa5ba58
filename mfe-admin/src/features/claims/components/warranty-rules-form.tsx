import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, ErrorState, Field, FieldGrid, Input, Loading, fieldset, theme } from '@shop/ui';
import { GetWarrantyRulesDocument, UpdateWarrantyRulesDocument } from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { loadFailure } from '../../../components/load-failure';
import { messages } from '../../../messages';
import { AUTO_REASON_CHOICES, RULE_COUNTS, rulesFormSchema, type RulesFormValues } from '../claim-forms';

const r = messages.claims.rules;
const riskText = { margin: '2px 0 12px', color: theme.colors.textMuted, fontSize: 12 } as const;

const BLANK = Object.fromEntries(RULE_COUNTS.map(({ name }) => [name, ''])) as Record<
  (typeof RULE_COUNTS)[number]['name'],
  string
>;
/** The risk of each evidence rule, shown under it. */
const RISK: Partial<Record<(typeof RULE_COUNTS)[number]['name'], string>> = r.risks;

/**
 * The shop's warranty rules: import defaults (days, replacements); automatic replacement (off
 * by default) and the evidence it needs, each rule with what it risks; how restocks are shared.
 */
export function WarrantyRulesForm() {
  const { success, failure, watchLoad } = useAdminFeedback();
  const { data, loading, error, refetch } = useQuery(GetWarrantyRulesDocument);
  const [updateRules] = useMutation(UpdateWarrantyRulesDocument);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RulesFormValues>({
    defaultValues: {
      defaultWarrantyDays: '',
      defaultReplacementLimit: '',
      autoReasons: [],
      autoReplace: false,
      ...BLANK,
    },
    resolver: zodResolver(rulesFormSchema),
  });
  const rules = data?.warrantyRules;

  useEffect(() => {
    if (error) watchLoad(error);
  }, [error, watchLoad]);
  useEffect(() => {
    if (!rules) return;
    reset({
      defaultWarrantyDays: String(rules.defaultWarrantyDays),
      defaultReplacementLimit: String(rules.defaultReplacementLimit),
      autoReasons: rules.autoReasons.filter((reason) => (AUTO_REASON_CHOICES as readonly string[]).includes(reason)),
      autoReplace: rules.autoReplace,
      ...(Object.fromEntries(RULE_COUNTS.map(({ name }) => [name, String(rules[name])])) as typeof BLANK),
    });
  }, [rules, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await updateRules({
        variables: {
          input: {
            defaultWarrantyDays: Number(values.defaultWarrantyDays.trim()),
            defaultReplacementLimit: Number(values.defaultReplacementLimit.trim()),
            autoReasons: values.autoReasons,
            autoReplace: values.autoReplace,
            ...(Object.fromEntries(RULE_COUNTS.map(({ name }) => [name, Number(values[name].trim())])) as Record<
              (typeof RULE_COUNTS)[number]['name'],
              number
            >),
          },
        },
        refetchQueries: [GetWarrantyRulesDocument],
      });
      success(r.saved);
    } catch (caught) {
      failure(caught);
    }
  });

  let body;
  if (!rules && loading) body = <Loading label={messages.common.loading} />;
  else if (!rules) {
    const failed = loadFailure(r.loadError, refetch);
    body = <ErrorState message={failed.message} action={failed.action} />;
  } else {
    body = (
      <>
        <FieldGrid columns={2}>
          <Field label={r.days} error={errors.defaultWarrantyDays}>
            {(control) => <Input {...control} inputMode="numeric" {...register('defaultWarrantyDays')} />}
          </Field>
          <Field label={r.limit} error={errors.defaultReplacementLimit}>
            {(control) => <Input {...control} inputMode="numeric" {...register('defaultReplacementLimit')} />}
          </Field>
        </FieldGrid>
        <h3 css={{ margin: '8px 0 4px', fontSize: 15 }}>{r.autoHeading}</h3>
        <p css={{ margin: '0 0 10px', color: theme.colors.textMuted, fontSize: 13 }}>{r.autoHint}</p>
        <Checkbox label={r.autoReplace} {...register('autoReplace')} />
        <p css={riskText}>{r.risks.autoReplace}</p>
        <div role="group" aria-label={r.autoReasons}>
          <p css={{ margin: '0 0 6px', fontSize: 14, fontWeight: 600 }}>{r.autoReasons}</p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
            {AUTO_REASON_CHOICES.map((reason) => (
              <Checkbox
                key={reason}
                label={messages.claims.reasons[reason]}
                value={reason}
                {...register('autoReasons')}
              />
            ))}
          </div>
          <p css={riskText}>{r.risks.autoReasons}</p>
        </div>
        <FieldGrid columns={2}>
          {RULE_COUNTS.map(({ name }) => (
            <Field key={name} label={r[name]} hint={RISK[name]} error={errors[name]}>
              {(control) => <Input {...control} inputMode="numeric" {...register(name)} />}
            </Field>
          ))}
        </FieldGrid>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? r.saving : r.save}
          </Button>
        </div>
      </>
    );
  }

  return (
    <form noValidate aria-label={r.heading} onSubmit={(event) => void submit(event)}>
      <fieldset css={[fieldset, { marginBottom: 20 }]}>
        <legend>{r.heading}</legend>
        <p css={{ margin: '0 0 12px', color: theme.colors.textMuted, fontSize: 13 }}>{r.hint}</p>
        {body}
      </fieldset>
    </form>
  );
}
