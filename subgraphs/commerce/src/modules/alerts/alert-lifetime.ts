/** A waiting restock alert stops waiting after this many days: it is never told, nor counted. */
export const ALERT_LIFETIME_DAYS = 90;

/** SQL over `restock_alert`'s own columns: an alert still waiting, not expired. */
export const STILL_WAITING = `status = 'waiting' and created_at > now() - make_interval(days => ${ALERT_LIFETIME_DAYS})`;
