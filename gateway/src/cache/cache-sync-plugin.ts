import type { ApolloServerPlugin } from '@apollo/server';
import { OperationTypeNode } from 'graphql';

/**
 * After a mutation, and before its answer leaves, waits until this replica's cache has applied
 * the change events of what the mutation committed: the writer's next read is never stale, even
 * when the event would otherwise arrive a few milliseconds after the answer. Other replicas catch
 * up when the event reaches them.
 */
export function cacheSyncPlugin<T extends object>(sync: () => Promise<void>): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation }) {
          if (operation?.operation === OperationTypeNode.MUTATION) await sync();
        },
      };
    },
  };
}
