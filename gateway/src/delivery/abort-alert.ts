import { DELIVERY_ALERT_PATH, IDENTITY_HEADER, lightFetch, signIdentity, type DeliveryAlert } from '@shop/server-kit';
import type { AbortFigures } from './canary-guard';

/**
 * `RELEASE_TEAM_EMAILS` ("storefront=web@shop.example,ops@shop.example;admin=ops@shop.example"):
 * each remote's team addresses, e-mailed with the admins when the remote's canary is stopped.
 */
export function parseReleaseTeams(value: string | undefined): Record<string, string[]> {
  const teams: Record<string, string[]> = {};
  for (const entry of (value ?? '').split(';')) {
    const [remote, addresses] = entry.split('=', 2).map((part) => part?.trim() ?? '');
    if (!remote || !addresses) continue;
    teams[remote] = addresses
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean);
  }
  return teams;
}

/** The figures of a stop, in the words of the e-mail. */
export function abortSummary(figures: AbortFigures): string {
  const seconds = Math.round(figures.windowMs / 1000);
  return [
    `${figures.canaryFailures} browsers reported a failure of the canary (at ${figures.percent}% of the traffic) within ${seconds} s,`,
    `against ${figures.activeFailures} of the active build: ${figures.canaryRate.toFixed(2)} against ${figures.activeRate.toFixed(2)} failures per percent of traffic.`,
    `The rule stops a canary at ${figures.factor}x the active build's rate and at least ${figures.floor} failing browsers.`,
  ].join('\n');
}

/**
 * The canary guard's `onAbort`: asks commerce (the holder of the admins' addresses and the e-mail
 * outbox) to e-mail every admin and the remote's team. The guard logs a failure; the stop stands.
 */
export function canaryAbortAlert(commerceGraphqlUrl: string, teams: Record<string, string[]>) {
  const url = commerceGraphqlUrl.replace(/\/graphql\/?$/, '') + DELIVERY_ALERT_PATH;
  return async (remote: string, buildId: string, figures: AbortFigures): Promise<void> => {
    const alert: DeliveryAlert = {
      remote,
      buildId,
      summary: abortSummary(figures),
      teamAddresses: teams[remote] ?? [],
    };
    const response = await lightFetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [IDENTITY_HEADER]: signIdentity({ userId: null, isAdmin: false }, 'commerce'),
      },
      body: JSON.stringify(alert),
    });
    if (!response.ok) throw new Error(`commerce answered ${response.status} to the canary alert`);
  };
}
