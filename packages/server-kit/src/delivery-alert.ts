/**
 * Commerce's route beside `/graphql` that the gateway asks to e-mail a release alert (a canary
 * stopped by its failures) to every admin and the remote's team (gateway identity only).
 */
export const DELIVERY_ALERT_PATH = '/delivery/alerts';

/** What the gateway sends: which remote and build, the figures in words, the team's addresses. */
export interface DeliveryAlert {
  remote: string;
  buildId: string;
  summary: string;
  teamAddresses: string[];
}

export const DELIVERY_ALERT_LIMITS = { summary: 1000, teamAddresses: 10 } as const;
