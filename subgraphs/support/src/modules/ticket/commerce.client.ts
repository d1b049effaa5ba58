import { callService } from '@shop/server-kit';

const ORDER_OWNER = 'query($orderId:Int!){ serviceOrderOwner(orderId:$orderId) }';
const CLAIM_FILES_IN_USE = 'query($ids:[Int!]!){ serviceClaimFilesInUse(ids:$ids) }';
const QUEUE_REPLY_EMAIL =
  'mutation($userId:Int!,$ticketId:Int!,$subject:String!){ queueTicketReplyEmail(userId:$userId,ticketId:$ticketId,subject:$subject) }';

/** What support asks commerce (owner of users and orders), with a signed service identity. */
export interface CommerceClient {
  /** The user who placed the order, or null when there is no such order. */
  orderOwner(orderId: number): Promise<number | null>;
  /** Queues the "support replied" e-mail to the ticket owner in commerce's outbox. */
  queueTicketReplyEmail(userId: number, ticketId: number, subject: string): Promise<void>;
  /** Of these claim-file ids (at most 500), those a warranty claim names. */
  claimFilesInUse(ids: number[]): Promise<number[]>;
}

export class HttpCommerceClient implements CommerceClient {
  constructor(
    private readonly url: string,
    private readonly requestId?: string,
  ) {}

  async orderOwner(orderId: number): Promise<number | null> {
    const data = await callService<{ serviceOrderOwner: number | null }>(
      this.url,
      'commerce:read-order-owner',
      ORDER_OWNER,
      { orderId },
      this.requestId,
    );
    return data.serviceOrderOwner;
  }

  async claimFilesInUse(ids: number[]): Promise<number[]> {
    const data = await callService<{ serviceClaimFilesInUse: number[] }>(
      this.url,
      'commerce:read-claim-files',
      CLAIM_FILES_IN_USE,
      { ids },
      this.requestId,
    );
    return data.serviceClaimFilesInUse;
  }

  async queueTicketReplyEmail(userId: number, ticketId: number, subject: string): Promise<void> {
    await callService(
      this.url,
      'commerce:queue-ticket-email',
      QUEUE_REPLY_EMAIL,
      { userId, ticketId, subject },
      this.requestId,
    );
  }
}
