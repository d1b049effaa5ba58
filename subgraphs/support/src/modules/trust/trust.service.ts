import type { EntityManager } from '@mikro-orm/postgresql';
import type { TtlMemo } from '@shop/server-kit';
import { TRUST_MIN_BASIS, TRUST_WINDOWS } from '@shop/shared';
import { TrustRepository, type TicketTrustRow } from './trust.repository';
import type { TicketTrustFiguresType } from './trust.type';

export type TicketTrustMemo = TtlMemo<TicketTrustFiguresType[]>;

export function toTicketTrustFigures(row: TicketTrustRow): TicketTrustFiguresType {
  const tickets = Number(row.tickets);
  const enough = tickets >= TRUST_MIN_BASIS;
  return { days: Number(row.days), tickets, enough, answeredWithin24hPercent: enough ? row.answered_percent : null };
}

export class TrustService {
  constructor(
    private readonly em: EntityManager,
    private readonly memo: TicketTrustMemo,
  ) {}

  /** The tickets figure of each window, computed by PostgreSQL at most once per `TRUST_CACHE_MS` in this process. */
  ticketFigures(): Promise<TicketTrustFiguresType[]> {
    return this.memo.get(async () =>
      (await TrustRepository.ticketFigures(this.em, TRUST_WINDOWS)).map(toTicketTrustFigures),
    );
  }
}
