import { requireUser, validateInput } from '@shop/server-kit';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { SupportContext } from '../../context';
import { actorOf } from '../ticket/ticket.service';
import { ClaimFileType, UploadClaimFileInput } from './claim-file.type';

const actor = (ctx: SupportContext) => actorOf(ctx.identity, requireUser(ctx));

@Resolver(() => ClaimFileType)
export class ClaimFileResolver {
  @Mutation(() => ClaimFileType, {
    description:
      "Keeps a staged file for a warranty claim on the caller's order; pass its id as submitClaim's attachmentId. Errors: BAD_USER_INPUT (the file), NOT_FOUND (order).",
  })
  uploadClaimFile(
    @Arg('input', () => UploadClaimFileInput, { validateFn: validateInput }) input: UploadClaimFileInput,
    @Ctx() ctx: SupportContext,
  ): Promise<ClaimFileType> {
    return ctx.claimFiles.upload(actor(ctx), input);
  }

  @Query(() => ClaimFileType, {
    description: "A claim's file (its bytes: the REST download route); its uploader or an admin.",
  })
  claimFile(@Arg('id', () => Int) id: number, @Ctx() ctx: SupportContext): Promise<ClaimFileType> {
    return ctx.claimFiles.file(actor(ctx), id);
  }
}
