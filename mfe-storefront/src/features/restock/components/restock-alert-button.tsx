import { Link } from 'react-router-dom';
import { Button, theme } from '@shop/ui';
import type { CreateRestockAlertInput } from '../../../gql/graphql';
import * as messages from '../../../messages';
import { useRestockAlert, type RestockLocale } from '../hooks/use-restock-alert';
import { alertFilter, type ListScope } from '../lib/alert-filter';

/** Where the account area lists a customer's alerts (and cancels them). */
export const ALERTS_PATH = '/account/alerts';

/**
 * 'Notify me when back in stock' (a sold-out product) or 'Notify me of new stock' (a list's
 * filter); once saved, says so with a link to the customer's alerts. Key it by what it saves, so a
 * new product or filter starts unsaved.
 */
export function RestockAlertButton({
  input,
  kind,
  locale = 'en',
}: {
  input: CreateRestockAlertInput;
  kind: 'product' | 'filter';
  locale?: RestockLocale;
}) {
  const m = messages.restock[locale];
  const { ask, saving, set } = useRestockAlert(locale);
  if (set) {
    return (
      <p role="status" css={{ margin: 0, fontSize: 14, color: theme.colors.text }} data-testid="restock-alert-set">
        <span aria-hidden="true" css={{ color: '#22c55e', marginRight: 6 }}>
          ✓
        </span>
        {kind === 'product' ? m.productSet : m.filterSet}{' '}
        <Link to={ALERTS_PATH} css={{ color: theme.colors.accent, fontWeight: 700 }}>
          {m.manage}
        </Link>
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      disabled={saving}
      aria-busy={saving}
      onClick={() => void ask(input)}
      css={{ minHeight: 44 }}
    >
      <BellOutline />
      {saving ? m.saving : kind === 'product' ? m.notifyProduct : m.notifyFilter}
    </Button>
  );
}

function BellOutline() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

/** A product list's 'Notify me of new stock': its category path and skin filter, saved as an alert. */
export function ListRestockAlert({
  scope,
  skin,
  locale = 'en',
}: {
  scope: ListScope;
  skin: string | null;
  locale?: RestockLocale;
}) {
  const input = { filter: alertFilter(scope, skin) };
  return <RestockAlertButton key={JSON.stringify(input)} kind="filter" locale={locale} input={input} />;
}
