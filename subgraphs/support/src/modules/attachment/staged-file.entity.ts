import { Entity, Index, Property } from '@mikro-orm/core';
import { StoredFileColumns } from './stored-file.columns';

/**
 * A file the gateway streamed in (`POST /files/staged`), checked and stored, that no ticket, reply
 * or claim file names yet. The operation that uses it moves its columns to its own row and deletes
 * this one in the same flush; the sweep removes rows (and bytes) nobody used within an hour.
 */
@Entity({ tableName: 'staged_file' })
@Index({ properties: ['ownerUserId'] })
export class StagedFileEntity extends StoredFileColumns {
  @Property({ type: 'integer' })
  ownerUserId!: number;
}
