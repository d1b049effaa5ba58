import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('MonitoringHour', { description: "One hour of the admin's İzleme tab (the last 24 hours, oldest first)." })
export class MonitoringHourType {
  @Field({ description: 'The hour it starts at; the last one runs up to now.' })
  hour!: Date;

  @Field(() => Int, { description: 'Orders paid in the hour, cancelled ones left out.' })
  orders!: number;

  @Field({ description: 'Their prices summed, a decimal string with two decimals.' })
  revenue!: string;

  @Field(() => Int, { description: 'Warranty claims opened in the hour.' })
  claimsOpened!: number;

  @Field(() => Int, {
    description: "Age in whole seconds of the outbox's oldest unsent e-mail at the hour's end; 0 when none waited.",
  })
  outboxOldestSeconds!: number;

  @Field(() => Int, { description: "Import batches still staged at the hour's end." })
  importQueue!: number;
}
