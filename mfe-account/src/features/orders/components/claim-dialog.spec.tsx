import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { GetOrdersDocument, SubmitClaimDocument } from '../../../gql/graphql';
import { answer, mockFetch, withCsrf } from '../../../test/fetch';
import { testClaim, testOrder } from '../../../test/fixtures';
import { renderWithProviders, refusal, success, textsOf, toastShown } from '../../../test/render';
import ClaimDialog from './claim-dialog';

const user = userEvent.setup({ applyAccept: false });

const submitted = (
  input: { reason: string; message: string; attachmentId?: number },
  result: MockedResponse['result'],
  delay = 0,
) => ({
  request: { query: SubmitClaimDocument, variables: { input: { orderId: 12, attachmentId: null, ...input } } },
  result,
  delay,
});
/** The orders read again after the claim (a replacement changes the order). */
const ordersAgain: MockedResponse = {
  request: { query: GetOrdersDocument, variables: { userId: 7 } },
  result: { data: { ordersByUser: [testOrder()] } },
};
const claimAnswer = (status: string) => ({
  data: { submitClaim: testClaim({ status }) },
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
  const fetchMock = mockFetch(withCsrf(() => answer(201, { id: 31, fileName: 'ban.png' })));
  const uploads = () => fetchMock.mock.calls.filter(([url]) => url === '/api/orders/12/claims/attachments');
  it('asks for a reason (Banned first) and a message of at most 2,000 characters', () => {
    const { dialog } = open();
    const reason = within(dialog).getByLabelText('Reason') as HTMLSelectElement;
    expect(textsOf(reason, 'option')).toEqual([
      'Banned for botting',
      'Wrong credentials',
      'Recovered by previous owner',
      'Other',
    ]);
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
        'No replacement account is in stock right now. Your claim waits for the next stock and is replaced when it arrives.',
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

  it('sends the chosen file first, then the claim naming it', async () => {
    const { dialog, toast, onOpenChange } = open([
      submitted({ reason: 'banned', message: 'See the screenshot.', attachmentId: 31 }, claimAnswer('replaced')),
    ]);
    const picker = within(dialog).getByLabelText('Screenshot or file (optional)');
    expect(picker.getAttribute('accept')).toBe('.jpg,.jpeg,.png,.pdf,.doc,.docx,.txt');
    await user.upload(picker, new File(['png'], 'ban.png', { type: 'image/png' }));
    expect(within(dialog).getByText(/^ban\.png · 3 B/)).toBeTruthy();
    await fill(dialog, 'banned', 'See the screenshot.');
    await toastShown(
      toast,
      success('Account replaced', 'Your account was replaced: the new credentials are in the order.'),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [[, init]] = uploads() as [[string, RequestInit]];
    expect(((init.body as FormData).get('attachment') as File).name).toBe('ban.png');
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('t-1');
  });

  it('refuses a file over 5 MB or of another type under the picker; nothing is sent', async () => {
    const { dialog, toast } = open();
    const picker = within(dialog).getByLabelText('Screenshot or file (optional)');
    await user.upload(picker, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await fill(dialog, 'banned', 'Banned.');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The file must be smaller than 5 MB.');
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    await user.upload(picker, new File(['MZ'], 'tool.exe'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit claim' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'This file type is not allowed. Allowed types: .jpg, .jpeg, .png, .pdf, .doc, .docx, .txt',
      ),
    );
    expect(uploads()).toHaveLength(0);
    expect(toast).not.toHaveBeenCalled();
  });

  it("keeps the form open with the server's refusal of the file, and sends no claim", async () => {
    fetchMock.mockImplementation(
      withCsrf(() => answer(400, { message: "The file's content is not a valid .png file." })),
    );
    const { dialog, toast, onOpenChange } = open();
    await user.upload(
      within(dialog).getByLabelText('Screenshot or file (optional)'),
      new File(['MZ'], 'ban.png', { type: 'image/png' }),
    );
    await fill(dialog, 'banned', 'Banned.');
    // No mock answers SubmitClaim: had it been sent, its failure would be the toast.
    await toastShown(toast, refusal('The claim could not be sent', "The file's content is not a valid .png file."));
    expect(within(dialog).getByRole('alert').textContent).toBe("The file's content is not a valid .png file.");
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
