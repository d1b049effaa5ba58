import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetOrderChoicesDocument } from '../../../gql/graphql';
import { answer, mockFetch, withCsrf } from '../../../test/fetch';
import { renderWithProviders, refusal, success, textsOf, toastShown } from '../../../test/render';
import { NewTicketDialog } from './new-ticket-dialog';

const choices = {
  request: { query: GetOrderChoicesDocument, variables: { userId: 7 } },
  result: {
    data: {
      ordersByUser: [
        {
          __typename: 'Order',
          id: 12,
          orderDate: '2026-11-20T10:00:00.000Z',
          product: { __typename: 'Product', id: 3, title: 'EUW Fresh 30-40k' },
        },
      ],
    },
  },
};

const user = userEvent.setup({ applyAccept: false });

describe('NewTicketDialog', () => {
  const fetchMock = mockFetch(withCsrf(() => answer(201, { id: 41 }, 400)));

  const posted = () => fetchMock.mock.calls.filter(([url]) => url === '/api/tickets');

  function open(initialOrderId: number | null = null) {
    const rendered = renderWithProviders(
      <NewTicketDialog userId={7} open onOpenChange={jest.fn()} initialOrderId={initialOrderId} />,
      { mocks: [choices], path: '/support' },
    );
    return { ...rendered, dialog: screen.getByRole('dialog', { name: 'New Ticket' }) };
  }

  it('shows subject, message, priority (Medium first chosen), the orders to tie it to and the attachment rules', async () => {
    const { dialog } = open();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Subject'));
    expect(within(dialog).getByLabelText('Message').tagName).toBe('TEXTAREA');
    const priority = within(dialog).getByLabelText('Priority') as HTMLSelectElement;
    expect(priority.value).toBe('Medium');
    expect(textsOf(priority, 'option')).toEqual(['High', 'Medium', 'Low']);
    const order = within(dialog).getByLabelText('Order (optional)');
    await within(order).findByRole('option', { name: '#12 · EUW Fresh 30-40k' });
    expect((order as HTMLSelectElement).value).toBe('');
    expect(within(dialog).getByLabelText('Attachment (optional)').getAttribute('accept')).toBe(
      '.jpg,.jpeg,.png,.pdf,.doc,.docx,.txt',
    );
    expect(within(dialog).getByText('One file, at most 5 MB: .jpg, .jpeg, .png, .pdf, .doc, .docx, .txt')).toBeTruthy();
  });

  it('comes with the order of "Report a problem" chosen, listed even before the order list arrives', () => {
    const { dialog } = open(55);
    const order = within(dialog).getByLabelText('Order (optional)') as HTMLSelectElement;
    expect(order.value).toBe('55');
    expect(within(order).getByRole('option', { name: 'Order #55' })).toBeTruthy();
  });

  it('refuses a ticket without a subject, then without a message, with the Hata toast; nothing is sent', async () => {
    const { dialog, toast } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    await toastShown(toast, refusal('Hata', 'Lütfen bir konu giriniz.'), 'last');
    expect(within(dialog).getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');
    await user.type(within(dialog).getByLabelText('Subject'), 'Wrong rank');
    await user.type(within(dialog).getByLabelText('Message'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    await toastShown(toast, refusal('Hata', 'Lütfen bir mesaj giriniz.'), 'last');
    expect(within(dialog).getByLabelText('Subject').getAttribute('aria-invalid')).toBe('false');
    expect(posted()).toHaveLength(0);
  });

  it('refuses a file over 5 MB and a file of another type with the spec messages', async () => {
    const { dialog, toast } = open();
    await user.type(within(dialog).getByLabelText('Subject'), 'Wrong rank');
    await user.type(within(dialog).getByLabelText('Message'), 'The account is silver.');
    const picker = within(dialog).getByLabelText('Attachment (optional)');
    await user.upload(picker, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(within(dialog).getByText('big.png · 5.0 MB')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    await toastShown(toast, refusal('Hata', "Dosya boyutu 5MB'dan küçük olmalıdır."), 'last');
    await user.upload(picker, new File(['MZ'], 'tool.exe'));
    await user.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    await toastShown(
      toast,
      refusal('Hata', 'Bu dosya türü desteklenmiyor. İzin verilen türler: .jpg, .jpeg, .png, .pdf, .doc, .docx, .txt'),
      'last',
    );
    expect(picker.getAttribute('aria-invalid')).toBe('true');
    // Removing the file lifts the refusal.
    await user.click(within(dialog).getByRole('button', { name: 'Remove file' }));
    expect(within(dialog).getByText('One file, at most 5 MB: .jpg, .jpeg, .png, .pdf, .doc, .docx, .txt')).toBeTruthy();
    expect(posted()).toHaveLength(0);
  });

  it('creates the ticket (trimmed, with priority, order and file), disabled while it is sent, then opens its page', async () => {
    const onOpenChange = jest.fn();
    const { toast } = renderWithProviders(
      <NewTicketDialog userId={7} open onOpenChange={onOpenChange} initialOrderId={null} />,
      { mocks: [choices], path: '/support' },
    );
    const dialog = screen.getByRole('dialog', { name: 'New Ticket' });
    await user.type(within(dialog).getByLabelText('Subject'), '  Wrong rank  ');
    await user.type(within(dialog).getByLabelText('Message'), 'The account is silver.');
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'High');
    const order = within(dialog).getByLabelText('Order (optional)');
    await within(order).findByRole('option', { name: '#12 · EUW Fresh 30-40k' });
    await user.selectOptions(order, '12');
    const file = new File(['profile'], 'profile.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Attachment (optional)'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));

    const creating = await within(dialog).findByRole('button', { name: 'Creating...' });
    expect(creating.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/support/tickets/41'));
    expect(toast).toHaveBeenCalledWith(success('Ticket created', 'Ticket #41 is open. We will reply here.'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [[, init]] = posted() as [[string, RequestInit]];
    const form = init.body as FormData;
    expect(form.get('subject')).toBe('Wrong rank');
    expect(form.get('message')).toBe('The account is silver.');
    expect(form.get('priority')).toBe('High');
    expect(form.get('orderId')).toBe('12');
    expect((form.get('attachment') as File).name).toBe('profile.png');
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('t-1');
  });

  it('keeps the form open with the server refusal in the Hata toast', async () => {
    fetchMock.mockImplementation(withCsrf(() => answer(400, { message: 'Invalid order id.' })));
    const { dialog, toast } = open();
    await user.type(within(dialog).getByLabelText('Subject'), 'Wrong rank');
    await user.type(within(dialog).getByLabelText('Message'), 'The account is silver.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Ticket' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Hata', description: 'Invalid order id.', variant: 'destructive' }),
    );
    expect(screen.getByTestId('location').textContent).toBe('/support');
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Wrong rank');
    expect(within(dialog).getByRole('button', { name: 'Create Ticket' }).hasAttribute('disabled')).toBe(false);
  });
});
