import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { GetOrdersDocument, SubmitClaimDocument } from '../../../gql/graphql';
import { testClaim, testOrder } from '../../../test/fixtures';
import { renderWithProviders, refusal, success, textsOf, toastShown } from '../../../test/render';
import ClaimDialog from './claim-dialog';

const user = userEvent.setup();

const submitted = (input: { reason: string; message: string }, result: MockedResponse['result'], delay = 0) => ({
  request: { query: SubmitClaimDocument, variables: { input: { orderId: 12, ...input } } },
  result,
  delay,
});
/** The orders read again after the claim (a replacement changes the order). */
const ordersAgain: MockedResponse = {
  request: { query: GetOrdersDocument, variables: { userId: 7 } },
  result: { data: { ordersByUser: [testOrder()] } },
};
const claimAnswer = (status: string) => ({
  data: { submitClaim: testClaim({ status, previousDetails: status === 'replaced' ? 'old : line' : null }) },
});

function open(mocks: MockedResponse[] = []) {
  const onOpenChange = jest.fn();
  const rendered = renderWithProviders(<ClaimDialog orderId={12} open onOpenChange={onOpenChange} />, {
    mocks: [...mocks, ordersAgain],
  });
  const dialog = screen.getByRole('dialog', { name: 'Claim warranty · Order #12' });
  return { ...rendered, dialog, onOpenChange };
}

async function fill(dialog: HTMLElement, reason: string, message: string) {
  await user.selectOptions(within(dialog).getByLabelText('Reason'), reason);
  await user.type(within(dialog).getByLabelText('Message'), message);
  await user.click(within(dialog).getByRole('button', { name: 'Submit claim' }));
}

describe('ClaimDialog', () => {
  it('asks for a reason (Banned first) and a message of at most 2,000 characters', () => {
    const { dialog } = open();
    const reason = within(dialog).getByLabelText('Reason') as HTMLSelectElement;
    expect(textsOf(reason, 'option')).toEqual(['Banned', 'Wrong credentials', 'Recovered by previous owner', 'Other']);
    expect(reason.value).toBe('banned');
    const message = within(dialog).getByLabelText('Message');
    expect(document.activeElement).toBe(message);
    expect(within(dialog).getByText('What happened, in your words (at most 2,000 characters).')).toBeTruthy();
  });

  it('refuses a blank message and one over 2,000 characters under the field; nothing is sent', async () => {
    const { dialog, toast } = open();
    await user.type(within(dialog).getByLabelText('Message'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit claim' }));
    const message = within(dialog).getByLabelText('Message');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please describe the problem.');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(message.getAttribute('aria-describedby')).toContain(within(dialog).getByRole('alert').id);

    await user.clear(message);
    await user.click(message);
    await user.paste('x'.repeat(2001));
    await user.click(within(dialog).getByRole('button', { name: 'Submit claim' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Please keep the message under 2,000 characters.'),
    );
    // No mock answers SubmitClaim: a request would have toasted its failure.
    expect(toast).not.toHaveBeenCalled();
  });

  it('sends the claim (message trimmed), disabled while it is sent, then says the account was replaced', async () => {
    const { dialog, toast, onOpenChange } = open([
      submitted({ reason: 'banned', message: 'Banned after a day.' }, claimAnswer('replaced'), 150),
    ]);
    await fill(dialog, 'banned', '  Banned after a day.  ');
    const sending = await within(dialog).findByRole('button', { name: 'Sending...' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await toastShown(
      toast,
      success('Account replaced', 'Your account was replaced: the new credentials are in the order.'),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says the claim waits for stock when no replacement is in stock', async () => {
    const { dialog, toast, onOpenChange } = open([
      submitted({ reason: 'wrong_credentials', message: 'Password wrong.' }, claimAnswer('waiting_stock')),
    ]);
    await fill(dialog, 'wrong_credentials', 'Password wrong.');
    await toastShown(toast, {
      title: 'Waiting for stock',
      description:
        'No replacement account is in stock right now. Your claim is first in line and is replaced as soon as stock arrives.',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says a claim for Other went to our team', async () => {
    const { dialog, toast } = open([
      submitted({ reason: 'other', message: 'Rank is wrong.' }, claimAnswer('submitted')),
    ]);
    await fill(dialog, 'other', 'Rank is wrong.');
    await toastShown(
      toast,
      success('Claim submitted', 'Our team will review your claim. You will get an e-mail when it is decided.'),
    );
  });

  it.each([
    ['WarrantyExpiredError', 'The warranty of this order ended on 07.12.2026.'],
    ['ReplacementLimitReachedError', 'This order has had every replacement its warranty gives (1).'],
    ['ClaimAlreadyOpenError', 'Another claim of this order is still open.'],
    ['OrderNotClaimableError', 'This order was not delivered: there is nothing to replace.'],
  ])('keeps the form open with the refusal %s in it and in a toast', async (typename, text) => {
    const { dialog, toast, onOpenChange } = open([
      submitted(
        { reason: 'recovered', message: 'Recovered.' },
        { data: { submitClaim: { __typename: typename, message: text, orderId: 12 } } },
      ),
    ]);
    await fill(dialog, 'recovered', 'Recovered.');
    await toastShown(toast, refusal('Claim not accepted', text));
    expect(within(dialog).getByRole('alert').textContent).toBe(text);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Submit claim' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's message when the claim fails", async () => {
    const { dialog, toast } = open([
      submitted({ reason: 'banned', message: 'Banned.' }, { errors: [new GraphQLError('Order not found.')] }),
    ]);
    await fill(dialog, 'banned', 'Banned.');
    await toastShown(toast, refusal('The claim could not be sent', 'Order not found.'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Order not found.');
  });
});
