import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  ConfirmEmailAddressDocument,
  GetEmailVerifiedDocument,
  ResendMyVerificationEmailDocument,
} from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { EmailVerificationCard } from './email-verification-card';
import { VerifyEmailPage } from './verify-email-page';

const me = (emailVerified: boolean) => ({
  request: { query: GetEmailVerifiedDocument },
  result: { data: { me: { __typename: 'User', id: 7, email: 'ayse@shop.test', emailVerified } } },
});

describe('EmailVerificationCard', () => {
  it('says the address is unverified and sends the link again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmailVerificationCard />, {
      mocks: [
        me(false),
        { request: { query: ResendMyVerificationEmailDocument }, result: { data: { resendVerificationEmail: true } } },
      ],
    });
    const card = await screen.findByRole('region', { name: 'E-mail address' });
    expect(within(card).getByText('Your e-mail address is not verified.')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Send the link again' }));
    expect((await within(card).findByRole('status')).textContent).toBe('A new link is on its way to ayse@shop.test.');
  });

  it('shows nothing once the address is verified', async () => {
    renderWithProviders(<EmailVerificationCard />, { mocks: [me(true)] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'E-mail address' })).toBeNull();
  });
});

describe('VerifyEmailPage', () => {
  it('verifies the token of the link, for a guest too', async () => {
    renderWithProviders(<VerifyEmailPage />, {
      user: null,
      path: '/account/verify-email',
      search: '?token=abc',
      mocks: [
        {
          request: { query: ConfirmEmailAddressDocument, variables: { token: 'abc' } },
          result: { data: { verifyEmail: true } },
        },
      ],
    });
    expect(await screen.findByText('Your e-mail address is verified. Thank you!')).toBeTruthy();
  });

  it("says so when the link does not work, with the server's message", async () => {
    renderWithProviders(<VerifyEmailPage />, {
      path: '/account/verify-email',
      search: '?token=used',
      mocks: [
        {
          request: { query: ConfirmEmailAddressDocument, variables: { token: 'used' } },
          result: { errors: [new GraphQLError('This verification link is not valid any more.')] },
        },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This verification link is not valid any more.');
  });
});
