import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetMyTicketsDocument, GetTicketThreadDocument, UpdateTicketStatusDocument } from '../../../gql/graphql';
import { answer, mockFetch, withCsrf } from '../../../test/fetch';
import { renderWithProviders, refusal, testUser, textsOf, toastShown } from '../../../test/render';
import { TicketPage } from './ticket-page';

const summary = (status: string) => ({
  __typename: 'Ticket',
  id: 5,
  subject: 'Wrong rank on my account',
  status,
  priority: 'High',
  orderId: 12,
  lastReplyBy: 'admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T11:30:00.000Z',
});

const threadMock = (status = 'Open') => ({
  request: { query: GetTicketThreadDocument, variables: { id: 5 } },
  result: {
    data: {
      ticket: {
        ...summary(status),
        message: 'The account is silver, the listing said gold.',
        userId: 7,
        user: { __typename: 'User', id: 7, username: 'tester' },
        attachments: [],
      },
      ticketMessages: [
        {
          __typename: 'TicketMessage',
          id: 9,
          message: 'We are looking into it.',
          isAdmin: true,
          createdAt: '2026-11-21T11:30:00.000Z',
          attachments: [],
        },
      ],
    },
  },
});

const myTicketsMock = (status = 'Open') => ({
  request: { query: GetMyTicketsDocument },
  result: { data: { tickets: [summary(status)] } },
});

const user = userEvent.setup({ applyAccept: false });

function renderTicket(mocks: unknown[], admin = false) {
  return renderWithProviders(<TicketPage />, {
    mocks: mocks as never,
    path: '/support/tickets/5',
    route: '/support/tickets/:ticketId',
    user: admin ? { ...testUser, isAdmin: true } : testUser,
  });
}

describe('TicketPage', () => {
  const fetchMock = mockFetch(withCsrf(() => answer(201, { id: 10 }, 400)));

  const posted = () => fetchMock.mock.calls.filter(([url]) => url === '/api/tickets/5/messages');

  it('shows the ticket: number, subject, badges, the thread (You, Support Team) and the reply form', async () => {
    renderTicket([threadMock()]);
    expect(await screen.findByRole('heading', { name: 'Wrong rank on my account' })).toBeTruthy();
    expect(screen.getByText('Ticket #5')).toBeTruthy();
    expect(screen.getByLabelText('Status: Open')).toBeTruthy();
    expect(screen.getByLabelText('Priority: High')).toBeTruthy();
    expect(screen.getByText('Order #12')).toBeTruthy();
    const entries = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual(['You', 'Support Team']);
    expect(screen.getByRole('form', { name: 'Reply to this ticket' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close Ticket' })).toBeTruthy();
  });

  it('refuses an empty reply with Hata / Lütfen bir mesaj giriniz. and sends nothing', async () => {
    const { toast } = renderTicket([threadMock()]);
    const form = await screen.findByRole('form', { name: 'Reply to this ticket' });
    await user.type(within(form).getByLabelText('Reply'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await toastShown(toast, refusal('Hata', 'Lütfen bir mesaj giriniz.'));
    expect(within(form).getByLabelText('Reply').getAttribute('aria-invalid')).toBe('true');
    expect(posted()).toHaveLength(0);
  });

  it('sends a reply with its file: Sending... disabled meanwhile, Mesaj Gönderildi, the form emptied', async () => {
    const { toast } = renderTicket([threadMock(), threadMock(), myTicketsMock()]);
    const form = await screen.findByRole('form', { name: 'Reply to this ticket' });
    await user.type(within(form).getByLabelText('Reply'), ' Here is a screenshot. ');
    await user.upload(within(form).getByLabelText('Attachment (optional)'), new File(['png'], 'profile.png'));
    expect(within(form).getByText('profile.png · 3 B')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    const sending = await within(form).findByRole('button', { name: 'Sending...' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Mesaj Gönderildi', variant: 'success' }));
    await waitFor(() => expect((within(form).getByLabelText('Reply') as HTMLTextAreaElement).value).toBe(''));
    expect(within(form).getByText('One file, at most 5 MB: .jpg, .jpeg, .png, .pdf, .doc, .docx, .txt')).toBeTruthy();
    expect((within(form).getByLabelText('Attachment (optional)') as HTMLInputElement).value).toBe('');
    const body = (posted()[0][1] as RequestInit).body as FormData;
    expect(body.get('message')).toBe('Here is a screenshot.');
    expect((body.get('attachment') as File).name).toBe('profile.png');
  });

  it('keeps the reply after a refused send and says why in the toast', async () => {
    fetchMock.mockImplementation(withCsrf(() => answer(409, { message: 'Ticket is closed.' })));
    const { toast } = renderTicket([threadMock()]);
    const form = await screen.findByRole('form', { name: 'Reply to this ticket' });
    await user.type(within(form).getByLabelText('Reply'), 'Still there?');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await toastShown(toast, refusal('Hata', 'Mesaj gönderilirken bir hata oluştu: Ticket is closed.'));
    expect((within(form).getByLabelText('Reply') as HTMLTextAreaElement).value).toBe('Still there?');
  });

  it('a closed ticket shows the spec notice and takes no reply', async () => {
    renderTicket([threadMock('Closed')]);
    expect(
      await screen.findByText('Bu bilet kapatılmıştır. Yeni bir sorunuz varsa, lütfen yeni bir bilet oluşturun.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Reply to this ticket' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close Ticket' })).toBeNull();
  });

  it('an admin sets any status from the Status select: Durum Güncellendi', async () => {
    const update = {
      request: { query: UpdateTicketStatusDocument, variables: { id: 5, status: 'Pending' } },
      result: { data: { updateTicketStatus: summary('Pending') } },
    };
    const { toast } = renderTicket([threadMock(), update, threadMock('Pending'), myTicketsMock('Pending')], true);
    const status = (await screen.findByLabelText('Status')) as HTMLSelectElement;
    expect(status.value).toBe('Open');
    expect(textsOf(status, 'option')).toEqual(['Open', 'Pending', 'Closed']);
    expect(screen.queryByRole('button', { name: 'Close Ticket' })).toBeNull();
    await user.selectOptions(status, 'Pending');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Durum Güncellendi', variant: 'success' }));
    await waitFor(() => expect(screen.getByLabelText('Status: Pending')).toBeTruthy());
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('Pending');
  });
});
