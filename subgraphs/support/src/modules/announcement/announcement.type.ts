import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Announcement')
export class AnnouncementType {
  @Field(() => Int)
  id!: number;

  @Field()
  title!: string;

  @Field()
  content!: string;

  @Field({ description: 'info | warning | success | error' })
  type!: string;

  @Field()
  isActive!: boolean;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  expiresAt?: Date | null;
}
