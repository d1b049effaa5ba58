import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import type { NormalisedInput } from '@shop/server-kit';
import { Field, InputType, Int } from 'type-graphql';
import { AttachmentUploadInput } from '../attachment/attachment-upload.input';
import { TicketPriority } from './ticket.entity';

@InputType()
export class CreateTicketInput implements NormalisedInput {
  @Field()
  @IsString()
  @MinLength(1, { message: 'Please enter a subject.' })
  @MaxLength(200, { message: 'The subject must be at most 200 characters.' })
  subject!: string;

  @Field()
  @IsString()
  @MinLength(1, { message: 'Please enter a message.' })
  @MaxLength(5000, { message: 'The message must be at most 5000 characters.' })
  message!: string;

  @Field(() => TicketPriority, { nullable: true, description: 'Default Medium.' })
  @IsOptional()
  @IsIn(Object.values(TicketPriority), { message: 'Priority must be High, Medium or Low.' })
  priority?: TicketPriority | null;

  @Field(() => Int, { nullable: true, description: "One of the caller's own orders." })
  @IsOptional()
  @IsInt({ message: 'Invalid order id.' })
  @Min(1, { message: 'Invalid order id.' })
  orderId?: number | null;

  @Field(() => AttachmentUploadInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  attachment?: AttachmentUploadInput | null;

  normalise(): void {
    this.subject = typeof this.subject === 'string' ? this.subject.trim() : this.subject;
    this.message = typeof this.message === 'string' ? this.message.trim() : this.message;
  }
}

@InputType()
export class ReplyToTicketInput implements NormalisedInput {
  @Field(() => Int)
  @IsInt()
  ticketId!: number;

  @Field()
  @IsString()
  @MinLength(1, { message: 'Please enter a message.' })
  @MaxLength(5000, { message: 'The message must be at most 5000 characters.' })
  message!: string;

  @Field(() => AttachmentUploadInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  attachment?: AttachmentUploadInput | null;

  normalise(): void {
    this.message = typeof this.message === 'string' ? this.message.trim() : this.message;
  }
}
